/**
 * The one text rule of every request (decision 055): no control character and no lone surrogate in
 * any string a caller sends — query, path, body or header. Tab, line feed and carriage return are
 * text (a multi-line memo); every other C0 character, DEL and the C1 range are not, and NUL broke the
 * database (issue 23). The server applies it to every route in one hook (plugins/input-guard.ts), so
 * a new route inherits it without writing it in its schema.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTER_MESSAGE = '입력값에 사용할 수 없는 문자가 있습니다.';

/** True when the text has a control character (other than tab and line breaks) or a lone surrogate. */
export function hasUnsafeCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}
