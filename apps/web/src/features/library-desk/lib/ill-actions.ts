import {
  ILL_ACTION_SIDE,
  ILL_ACTIONS,
  ILL_TRANSITIONS,
  type IllAction,
  type IllItem,
} from '@reading/contract/library/ill';

/**
 * The inter-library-loan steps this desk may take on a request now: the contract's state machine,
 * limited to the side (lending or borrowing library) the desk's library plays in it. The server
 * enforces the same and answers 409 otherwise; the desk only offers what can succeed.
 */
export function illActionsFor(
  item: Pick<IllItem, 'status' | 'lendingLibCode' | 'borrowingLibCode'>,
  libCode: string,
): IllAction[] {
  const sides = new Set<'lending' | 'borrowing'>();
  if (item.lendingLibCode === libCode) sides.add('lending');
  if (item.borrowingLibCode === libCode) sides.add('borrowing');
  return ILL_ACTIONS.filter(
    (action) => sides.has(ILL_ACTION_SIDE[action]) && ILL_TRANSITIONS[action].from.includes(item.status),
  );
}
