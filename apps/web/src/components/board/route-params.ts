/** A key as written in an address (a path or query value): a positive whole number, else null. */
export function positiveKey(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** A positive integer key from the address (noticeKey=12), or null when absent or malformed. */
export function keyParam(search: URLSearchParams, name: string): number | null {
  return positiveKey(search.get(name));
}

/** A query string of the defined values only. */
export function scopeSearch(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
