/** A positive integer key from the address (noticeKey=12), or null when absent or malformed. */
export function keyParam(search: URLSearchParams, name: string): number | null {
  const raw = search.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** A query string of the defined values only. */
export function scopeSearch(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
