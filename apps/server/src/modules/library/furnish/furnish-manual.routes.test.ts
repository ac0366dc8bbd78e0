import { FURNISH_MESSAGES } from '@reading/contract/library/furnish-books';
import { describe, expect, it } from 'vitest';
import { newPatron } from '../../../../test/library-test-helpers.ts';
import { useTestApp } from '../../../../test/test-app.ts';
import { comparableText, furnishDedupeKey } from './furnish-dedupe.ts';

const t = useTestApp();

type Found = { bookKey: number; title: string; author: string | null; isbn: string | null; heldYn: string };

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const manual = (headers: Record<string, string>, payload: object) =>
  post('/dls/api/furnish-books/request-manual', headers, payload);
const search = async (headers: Record<string, string>, keyword: string) =>
  (
    await t.app.inject({
      url: `/dls/api/furnish-books/search?searchKeyword=${encodeURIComponent(keyword)}&display=50`,
      headers,
    })
  ).json().data.list as Found[];

describe('the identity of a wish book', () => {
  it('compares titles and authors without spacing, case or punctuation', () => {
    expect(comparableText('(설민석의) 한국사 대모험 1')).toBe(comparableText('설민석의 한국사대모험1'));
    expect(furnishDedupeKey({ title: 'Harry Potter', author: 'J.K. Rowling' })).toBe(
      furnishDedupeKey({ title: 'harry  potter!', author: 'JK Rowling' }),
    );
    expect(furnishDedupeKey({ bookKey: 7 })).toBe('book:7');
    expect(furnishDedupeKey({ isbn: '9788936434120' })).toBe('isbn:9788936434120');
  });
});

describe('a wish book typed in by hand (issue 25.4)', () => {
  it('keeps a book the catalogue lacks as typed, and refuses the same title and author again', async () => {
    const p = await newPatron(t);
    const typed = {
      title: '우리 학교 숲 탐험 일기',
      author: '박초록',
      publisher: '작은숲',
      memo: '과학 시간에 쓸래요',
    };
    const first = await manual(p.dls, typed);
    expect([first.statusCode, first.json().message]).toEqual([200, FURNISH_MESSAGES.requested]);
    expect(first.json().data).toMatchObject({
      bookKey: null,
      title: typed.title,
      status: 'REQUESTED',
      isbn: null,
    });
    const again = await manual(p.dls, { ...typed, title: '우리학교 숲탐험 일기!', memo: undefined });
    expect([again.statusCode, again.json().message]).toEqual([409, FURNISH_MESSAGES.alreadyRequested]);
    // Another member may ask for the same book.
    const other = await newPatron(t);
    expect((await manual(other.dls, typed)).statusCode).toBe(200);
    const mine = (await t.app.inject({ url: '/dls/api/furnish-books/list', headers: p.dls })).json().data;
    expect(mine.list.map((r: { title: string }) => r.title)).toEqual([typed.title]);
    const stored = await t.database.query(
      `select dedupe_key from library.furnish_request where request_key = ${first.json().data.requestKey}`,
    );
    expect(stored.rows).toEqual([{ dedupe_key: 'title:우리학교숲탐험일기|박초록' }]);
    // A different book typed without an ISBN is not a duplicate of the first.
    const second = await manual(p.dls, { title: '숲속 곤충 도감', author: '박초록', publisher: '작은숲' });
    expect(second.statusCode).toBe(200);
  });

  it('makes a typed ISBN the catalogue knows that book’s request, with its checks', async () => {
    const p = await newPatron(t);
    const notHeld = (await search(p.dls, '과학')).find((b) => b.heldYn === 'N' && b.isbn);
    expect(notHeld).toBeDefined();
    const asked = await manual(p.dls, {
      title: '아무렇게나 적은 제목',
      author: '누군가',
      publisher: '어딘가',
      isbn: `${notHeld!.isbn!.slice(0, 3)}-${notHeld!.isbn!.slice(3)}`,
    });
    expect([asked.statusCode, asked.json().data?.bookKey]).toEqual([200, notHeld!.bookKey]);
    expect(asked.json().data.title).toBe(notHeld!.title);
    const fromList = await post('/dls/api/furnish-books/request', p.dls, { bookKey: notHeld!.bookKey });
    expect([fromList.statusCode, fromList.json().message]).toEqual([409, FURNISH_MESSAGES.alreadyRequested]);
  });

  it('refuses a title and author the library already holds', async () => {
    const p = await newPatron(t);
    const held = (await search(p.dls, '과학')).find((b) => b.heldYn === 'Y' && b.author);
    expect(held).toBeDefined();
    const res = await manual(p.dls, {
      title: ` ${held!.title} `,
      author: held!.author!,
      publisher: '출판사',
    });
    expect([res.statusCode, res.json().message]).toEqual([409, FURNISH_MESSAGES.alreadyHeld]);
  });

  it('answers each missing or malformed field with its message', async () => {
    const p = await newPatron(t);
    const cases: [object, string][] = [
      [{ author: 'a', publisher: 'b' }, FURNISH_MESSAGES.titleRequired],
      [{ title: ' ', author: 'a', publisher: 'b' }, FURNISH_MESSAGES.titleRequired],
      [{ title: 't', publisher: 'b' }, FURNISH_MESSAGES.authorRequired],
      [{ title: 't', author: 'a', publisher: '' }, FURNISH_MESSAGES.publisherRequired],
      [{ title: 'x'.repeat(201), author: 'a', publisher: 'b' }, FURNISH_MESSAGES.titleTooLong],
      [{ title: 't', author: 'a', publisher: 'b', isbn: '978893643412' }, FURNISH_MESSAGES.isbnInvalid],
      [{ title: 't', author: 'a', publisher: 'b', isbn: '9788936434121' }, FURNISH_MESSAGES.isbnInvalid],
      [{ title: 't', author: 'a', publisher: 'b', pubYear: 20 }, FURNISH_MESSAGES.pubYearInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await manual(p.dls, payload);
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    // Library calls answer 403 without the library token of a linked card (the authorization table).
    const anonymous = await manual({}, { title: 't', author: 'a', publisher: 'b' });
    expect(anonymous.statusCode).toBe(403);
  });
});
