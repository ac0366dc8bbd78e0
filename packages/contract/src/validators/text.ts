/** Helpers of spec 000 §5: numeric-string check, byte length, thousands separator. */

export function isNumericString(value: string): boolean {
  return /^[0-9]+$/.test(value);
}

/** Byte length as the spec counts it: a double-byte (non-ASCII) character counts 2, others 1. */
export function byteLength(text: string): number {
  let length = 0;
  for (const ch of text) length += ch.codePointAt(0)! > 0x7f ? 2 : 1;
  return length;
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
