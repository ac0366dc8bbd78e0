/** ISBN-10 or ISBN-13 (hyphens and spaces allowed) as a checked ISBN-13, or null when it is not one. */
export function toIsbn13(input: string): string | null {
  const raw = input.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{13}$/.test(raw)) {
    const sum = [...raw.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
    return (10 - (sum % 10)) % 10 === Number(raw[12]) ? raw : null;
  }
  if (/^\d{9}[\dX]$/.test(raw)) {
    const sum = [...raw].reduce((s, d, i) => s + (d === 'X' ? 10 : Number(d)) * (10 - i), 0);
    if (sum % 11 !== 0) return null;
    const body = `978${raw.slice(0, 9)}`;
    const s13 = [...body].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
    return `${body}${(10 - (s13 % 10)) % 10}`;
  }
  return null;
}

/** True when the text looks like an ISBN someone typed (digits, hyphens, a final X). */
export const looksLikeIsbn = (input: string) => /^[\d\s-]{9,17}[\dXx]?$/.test(input.trim());
