import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketsOf, buildCooccurrence, fillWithPopular, recommendFrom } from './co-occurrence.ts';

describe('item-to-item co-occurrence', () => {
  const model = buildCooccurrence([
    { reader: 1, books: [10, 11, 12] },
    { reader: 2, books: [10, 11] },
    { reader: 3, books: [20, 21] },
    { reader: 4, books: [10, 13] },
  ]);

  it('ranks what the same readers borrowed, and names the read book it follows from', () => {
    const scored = recommendFrom(model, [10], new Set([10]), 10);
    expect(scored.map((s) => s.bookKey)).toEqual([11, 12, 13]);
    expect(scored.every((s) => s.because === 10)).toBe(true);
    expect(recommendFrom(model, [20], new Set([20]), 10).map((s) => s.bookKey)).toEqual([21]);
  });

  it('weighs the newest read most', () => {
    const even = buildCooccurrence([
      { reader: 1, books: [30, 31] },
      { reader: 2, books: [40, 41] },
    ]);
    expect(recommendFrom(even, [30, 40], new Set([30, 40]), 10)[0]).toMatchObject({
      bookKey: 41,
      because: 40,
    });
    expect(recommendFrom(even, [40, 30], new Set([30, 40]), 10)[0]).toMatchObject({
      bookKey: 31,
      because: 30,
    });
  });

  it('has nothing to say for a book nobody else borrowed (cold start), and fills from popular', () => {
    expect(recommendFrom(model, [99], new Set([99]), 10)).toEqual([]);
    const filled = fillWithPopular([], [10, 99, 11], new Set([99]), 2);
    expect(filled).toEqual([
      { bookKey: 10, score: 0, because: null },
      { bookKey: 11, score: 0, because: null },
    ]);
  });

  it('never recommends a book the reader borrowed, whatever the loans', () => {
    const loan = fc.record({
      patronId: fc.integer({ min: 1, max: 8 }),
      bookKey: fc.integer({ min: 1, max: 15 }),
    });
    fc.assert(
      fc.property(
        fc.array(loan, { maxLength: 80 }),
        fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 6 }),
        (loans, history) => {
          const m = buildCooccurrence(basketsOf(loans));
          const read = new Set(history);
          const list = fillWithPopular(recommendFrom(m, history, read, 10), [1, 2, 3, 4, 5, 6], read, 10);
          return (
            list.every((s) => !read.has(s.bookKey)) &&
            new Set(list.map((s) => s.bookKey)).size === list.length
          );
        },
      ),
    );
  });
});
