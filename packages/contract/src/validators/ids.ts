/**
 * Keys (decision 055): every key of the portal is a positive int4 — the column type of every serial
 * and integer key in the migrations. A key past 2,147,483,647 is refused by its schema with 400 and
 * never reaches the database (issue 23: `schKey=9999999999` answered 500). No zod here: the web
 * client's first load checks a school key without downloading zod (decision 026).
 */
export const INT4_MAX = 2_147_483_647;

const KEY_PATTERN = /^[1-9][0-9]{0,9}$/;

/** True for the text of a positive int4 key ('1' … '2147483647', no sign, no leading zero). */
export function isKeyText(text: string): boolean {
  return KEY_PATTERN.test(text) && Number(text) <= INT4_MAX;
}
