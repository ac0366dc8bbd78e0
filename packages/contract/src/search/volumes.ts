/**
 * A work's volumes as a reader reads them (decision 240): runs of consecutive numbers joined with an en
 * dash, ['1', … '15'] → '1–15'; ['1', '2', '3', '5'] → '1–3, 5'; other labels as they are. The client
 * adds the unit ('권', 'vols.'). Volumes arrive in reading order (numbers first).
 */
export function volumeRanges(volumes: readonly string[]): string {
  const parts: string[] = [];
  let start: number | null = null;
  let end: number | null = null;
  const close = () => {
    if (start !== null) parts.push(start === end ? String(start) : `${start}–${end}`);
    start = end = null;
  };
  for (const v of volumes) {
    const n = /^\d+$/.test(v) ? Number(v) : null;
    if (n !== null && end !== null && n === end + 1) {
      end = n;
      continue;
    }
    close();
    if (n === null) parts.push(v);
    else start = end = n;
  }
  close();
  return parts.join(', ');
}
