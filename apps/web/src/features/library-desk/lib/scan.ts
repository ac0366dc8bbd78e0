/**
 * A barcode scanner is a keyboard: it types the code and presses Enter. Some add a prefix or suffix
 * control character or stray spaces; a person may type hyphens or spaces. What the desk sends is the
 * code alone.
 */
export function cleanScan(raw: string): string {
  // Control characters (STX/ETX prefixes, tabs) and all whitespace go; the code itself has none.
  let out = '';
  for (const ch of raw) {
    const code = ch.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) continue;
    out += ch;
  }
  // Registration numbers are printed in capitals ('LS000001'); a typed 'ls000001' means the same copy.
  return out.toUpperCase();
}
