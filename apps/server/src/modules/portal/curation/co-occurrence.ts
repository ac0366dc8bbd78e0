/**
 * Item-to-item co-occurrence over loans (issue 15, docs/decisions/110): two books are related when the
 * same readers borrowed both. No external service; the model is the loans themselves.
 *
 * score(j | history) = Σ over the RECENT_READS newest read books i of  w(i) · c(i, j) / n(i)
 *
 * where c(i, j) is the number of readers who borrowed both and n(i) the readers of i: c/n is the share
 * of i's readers who went on to borrow j, an estimate of P(j | i). w(i) = 1 / (1 + 0.3·k) for the k-th
 * newest read, since readers go on from what they read last (a series' next volume). The reason shown is
 * the read book that added most to the score ("because you read X"). The bench (bench/recommend)
 * compares it with popular-only lists on held-out loans; decision 110 records the variants tried.
 */
/** How many of the newest reads the scores start from, and how fast older ones fade. */
const RECENT_READS = 5;
const RECENCY = 0.3;

export type Basket = { reader: number; books: number[] };
export type CooccurrenceModel = {
  readers: Map<number, number>;
  pairs: Map<number, Map<number, number>>;
};
export type Scored = { bookKey: number; score: number; because: number | null };

/** The model over baskets (each reader's distinct books). */
export function buildCooccurrence(baskets: Basket[]): CooccurrenceModel {
  const readers = new Map<number, number>();
  const pairs = new Map<number, Map<number, number>>();
  for (const basket of baskets) {
    const books = [...new Set(basket.books)];
    for (const i of books) {
      readers.set(i, (readers.get(i) ?? 0) + 1);
      const row = pairs.get(i) ?? new Map<number, number>();
      pairs.set(i, row);
      for (const j of books) if (j !== i) row.set(j, (row.get(j) ?? 0) + 1);
    }
  }
  return { readers, pairs };
}

/**
 * The best `limit` books for a reader whose history is `history` (oldest first), never one of
 * `exclude` (everything they borrowed). Books no history item co-occurs with are not scored: the caller
 * fills the list (cold start: popular books).
 */
export function recommendFrom(
  model: CooccurrenceModel,
  history: number[],
  exclude: ReadonlySet<number>,
  limit: number,
): Scored[] {
  const recentFirst = [...new Set([...history].reverse())].slice(0, RECENT_READS);
  const scores = new Map<number, { score: number; best: number; because: number }>();
  recentFirst.forEach((i, position) => {
    const row = model.pairs.get(i);
    if (!row) return;
    const weight = 1 / (1 + RECENCY * position);
    const ni = model.readers.get(i) ?? 1;
    for (const [j, both] of row) {
      if (exclude.has(j)) continue;
      const add = (weight * both) / ni;
      const entry = scores.get(j) ?? { score: 0, best: 0, because: i };
      entry.score += add;
      if (add > entry.best) Object.assign(entry, { best: add, because: i });
      scores.set(j, entry);
    }
  });
  return [...scores.entries()]
    .map(([bookKey, s]) => ({ bookKey, score: s.score, because: s.because }))
    .sort((a, b) => b.score - a.score || a.bookKey - b.bookKey)
    .slice(0, limit);
}

/** Fills a list up to `limit` with popular books the reader has not borrowed (reason: none). */
export function fillWithPopular(
  scored: Scored[],
  popular: number[],
  exclude: ReadonlySet<number>,
  limit: number,
): Scored[] {
  const out = [...scored];
  const have = new Set(out.map((s) => s.bookKey));
  for (const bookKey of popular) {
    if (out.length >= limit) break;
    if (exclude.has(bookKey) || have.has(bookKey)) continue;
    have.add(bookKey);
    out.push({ bookKey, score: 0, because: null });
  }
  return out;
}

/** Baskets from loan records (one per card), each reader's books in loan order. */
export function basketsOf(records: { patronId: number; bookKey: number }[]): Basket[] {
  const byReader = new Map<number, number[]>();
  for (const r of records) {
    const books = byReader.get(r.patronId);
    if (books) books.push(r.bookKey);
    else byReader.set(r.patronId, [r.bookKey]);
  }
  return [...byReader.entries()].map(([reader, books]) => ({ reader, books }));
}
