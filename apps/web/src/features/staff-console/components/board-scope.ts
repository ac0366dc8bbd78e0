import type { StaffMe } from '@reading/contract/community/staff';

export type BoardScope = StaffMe['boards'][number];

/** A board the member writes, chosen in the address: ?boardCode=notice&schKey=12 (no schKey: national). */
export function scopeOf(me: StaffMe, search: URLSearchParams): BoardScope | null {
  const boardCode = search.get('boardCode');
  const schKey = search.get('schKey');
  const found = me.boards.find((b) => b.boardCode === boardCode && String(b.schKey ?? '') === (schKey ?? ''));
  return found ?? (boardCode ? null : (me.boards[0] ?? null));
}

export function scopeSearch(scope: BoardScope): Record<string, string> {
  return { boardCode: scope.boardCode, ...(scope.schKey !== null ? { schKey: String(scope.schKey) } : {}) };
}

export const scopeId = (scope: BoardScope) => `${scope.boardCode}:${scope.schKey ?? ''}`;
