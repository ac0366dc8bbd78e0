import { Fragment, type ReactNode } from 'react';

/**
 * Stand-ins for the data while the message is written: private-use characters no text contains around
 * the argument's number and the argument itself, so a particle (`josaOf`) still reads the datum's last
 * letter through the closing mark.
 */
const OPEN = '\uE000';
const AFTER_NUMBER = '\uE002';
const CLOSE = '\uE001';
const STAND_IN = /\uE000(\d+)\uE002[^\uE001]*\uE001/;

/**
 * A message with data in it (decision 210): the message as the reader's language words it, each text
 * argument (a book's title, a school's name, what a member wrote) in its own `lang="ko"` part, so the
 * interface around it can be English while the data stays as stored. Number arguments are written in.
 */
export function markData<A extends readonly (string | number)[]>(
  message: (...args: A) => string,
  ...args: A
): ReactNode {
  const standIns = args.map((arg, i) =>
    typeof arg === 'string' ? `${OPEN}${i}${AFTER_NUMBER}${arg}${CLOSE}` : arg,
  );
  const parts = message(...(standIns as unknown as A)).split(STAND_IN);
  // Odd parts are the captured argument numbers: each is shown as its datum in a lang="ko" part.
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message keep their order
    <Fragment key={i}>{i % 2 ? <span lang="ko">{args[Number(part)]}</span> : part}</Fragment>
  ));
}

/**
 * The accessible name of a control whose name holds data ('<title> 연장하기'): a hidden element the
 * control points at with `aria-labelledby`, since an `aria-label` attribute cannot mark a part's language.
 */
export function HiddenLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} hidden>
      {children}
    </span>
  );
}
