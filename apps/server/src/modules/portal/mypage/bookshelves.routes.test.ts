import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
const base = '/schome/service/mypage';

type Headers = Record<string, string>;
const get = (url: string, headers: Headers) => t.app.inject({ url: `${base}${url}`, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: `${base}${url}`, headers, payload });

const someBooks = async (n: number) =>
  (await t.database.query(`select book_key from search.book order by book_key desc limit ${n}`)).rows.map(
    (r) => Number(r.book_key),
  );

describe('000 §3 book check object', () => {
  it('000 §3 book check object: isbn, schKey, memberKey; valid if at least one is non-empty (else 400 in Korean)', async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const empty = await get('/mylibbookshelf/book/check?isbn=&schKey=&memberKey=', headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('isbn, schKey, memberKey 중 하나는 입력해주세요.');
    const [shelved] = (
      await t.database.query(
        `select isbn from portal.my_lib_bookshelf where member_key = ${data.memberKey} and isbn is not null limit 1`,
      )
    ).rows as { isbn: string }[];
    const byMember = await get(`/mylibbookshelf/book/check?memberKey=${data.memberKey}`, headers);
    expect(byMember.statusCode).toBe(200);
    expect(byMember.json().data).toMatchObject({ isbn: null, shelvedYn: 'N', shelfList: [], bookCount: 5 });
    if (shelved) {
      const byIsbn = (await get(`/mylibbookshelf/book/check?isbn=${shelved.isbn}`, headers)).json().data;
      expect(byIsbn).toMatchObject({ isbn: shelved.isbn, shelvedYn: 'Y' });
      expect(byIsbn.shelfList.length).toBeGreaterThan(0);
    }
    const bySchool = await get(`/mylibbookshelf/book/check?schKey=${data.schKey}`, headers);
    expect(bySchool.statusCode).toBe(200);
    const other = await loginAs(t.app, 'student4');
    expect(
      (await get(`/mylibbookshelf/book/check?memberKey=${data.memberKey}`, other.headers)).statusCode,
    ).toBe(403);
    expect((await get(`/mylibbookshelf/book/check?schKey=${data.schKey}`, other.headers)).statusCode).toBe(
      403,
    );
    expect((await get(`/mylibbookshelf/book/check?memberKey=${data.memberKey}`, {})).statusCode).toBe(401);
  });
});

describe('bookshelves', () => {
  it("lists student1's seeded shelves with their book counts", async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const res = await get(`/mylibbookshelf/list?memberKey=${data.memberKey}`, headers);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.list.map((s: { publicYn: string }) => s.publicYn).sort()).toEqual(['N', 'Y']);
    expect(body.bookCount).toBe(5);
    const other = await loginAs(t.app, 'student4');
    expect((await get(`/mylibbookshelf/list?memberKey=${data.memberKey}`, other.headers)).statusCode).toBe(
      403,
    );
    expect((await get(`/mylibbookshelf/list?memberKey=${data.memberKey}`, {})).statusCode).toBe(401);
  });

  it('GET mylibbookshelf (spec 001 §7) answers the member’s shelves as its /list alias does', async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const named = await get(`/mylibbookshelf?memberKey=${data.memberKey}`, headers);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toEqual(
      (await get(`/mylibbookshelf/list?memberKey=${data.memberKey}`, headers)).json(),
    );
    const other = await loginAs(t.app, 'student4');
    expect((await get(`/mylibbookshelf?memberKey=${data.memberKey}`, other.headers)).statusCode).toBe(403);
  });

  it('a private shelf is invisible to others (404) until it is made public', async () => {
    const owner = await loginAs(t.app, 'student1');
    const other = await loginAs(t.app, 'student4');
    const created = await post('/mylibbookshelf/create', owner.headers, {
      shelfName: '과학책 모음',
      publicYn: 'N',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('서재를 만들었습니다.');
    const { shelfKey } = created.json().data;
    const [bookKey] = await someBooks(1);
    const added = await post('/mylibbookshelf/book/add', owner.headers, { shelfKey, bookKey });
    expect(added.json()).toMatchObject({ message: '내 서재에 담았습니다.', data: { bookCount: 1 } });
    const hidden = await get(`/mylibbookshelf/detail?shelfKey=${shelfKey}`, other.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('서재를 찾을 수 없습니다.');
    // Another member cannot add to it, change or delete it either.
    expect((await post('/mylibbookshelf/book/add', other.headers, { shelfKey, bookKey })).statusCode).toBe(
      404,
    );
    expect((await post('/mylibbookshelf/delete', other.headers, { shelfKey })).statusCode).toBe(404);
    const made = await post('/mylibbookshelf/update', owner.headers, {
      shelfKey,
      shelfName: '과학책 모음',
      publicYn: 'Y',
    });
    expect(made.json().data.publicYn).toBe('Y');
    const shown = await get(`/mylibbookshelf/detail?shelfKey=${shelfKey}`, other.headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ mineYn: 'N', books: [{ bookKey }] });
    expect(
      (await post('/mylibbookshelf/update', other.headers, { shelfKey, shelfName: 'x', publicYn: 'N' }))
        .statusCode,
    ).toBe(404);
  });

  it("adds a book once (409 again), orders and notes it; the member's count equals the rows after adds and deletes", async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const count = async () =>
      (await get(`/mylibbookshelf/count?memberKey=${data.memberKey}`, headers)).json().data
        .myLibTotalBookCount;
    const rows = async () =>
      Number(
        (
          await t.database.query(
            `select count(*)::int as n from portal.my_lib_bookshelf where member_key = ${data.memberKey}`,
          )
        ).rows[0]!.n,
      );
    const start = await count();
    expect(start).toBe(await rows());
    const { shelfKey } = (await post('/mylibbookshelf/create', headers, { shelfName: '순서 시험' })).json()
      .data;
    const [a, b] = await someBooks(3);
    await post('/mylibbookshelf/book/add', headers, { shelfKey, bookKey: a });
    const withTwo = (await post('/mylibbookshelf/book/add', headers, { shelfKey, bookKey: b })).json().data;
    expect(withTwo.books.map((x: { bookKey: number }) => x.bookKey)).toEqual([a, b]);
    const again = await post('/mylibbookshelf/book/add', headers, { shelfKey, bookKey: a });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('이미 이 서재에 담긴 도서입니다.');
    expect(await count()).toBe(start + 2);
    expect(await count()).toBe(await rows());
    const second = withTwo.books[1].shelfBookKey;
    const moved = (
      await post('/mylibbookshelf/book/move', headers, { shelfBookKey: second, direction: 'up' })
    ).json().data;
    expect(moved.books.map((x: { bookKey: number }) => x.bookKey)).toEqual([b, a]);
    const noted = (
      await post('/mylibbookshelf/book/update', headers, { shelfBookKey: second, note: '다시 읽고 싶다' })
    ).json().data;
    expect(noted.books[0].note).toBe('다시 읽고 싶다');
    await post('/mylibbookshelf/book/delete', headers, { shelfBookKey: second });
    expect(await count()).toBe(start + 1);
    await post('/mylibbookshelf/delete', headers, { shelfKey });
    expect(await count()).toBe(start);
    expect(await count()).toBe(await rows());
  });

  it("lists the school's public shelves, not private ones", async () => {
    const { headers } = await loginAs(t.app, 'teacher1');
    const res = await get('/shareBookShelf/list', headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.list as { publicYn: string; shelfName: string }[];
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(list.every((s) => s.publicYn === 'Y')).toBe(true);
    expect(list.map((s) => s.shelfName)).not.toContain('읽고 싶은 책');
    expect((await get('/shareBookShelf/list', {})).statusCode).toBe(401);
  });

  it('refuses an empty name, a banned word and an unknown book with the right status', async () => {
    const { headers } = await loginAs(t.app, 'student1');
    const empty = await post('/mylibbookshelf/create', headers, { shelfName: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('서재 이름을 입력해주세요.');
    const word = (await t.database.query('select word from portal.banned_word limit 1')).rows[0]!.word;
    expect((await post('/mylibbookshelf/create', headers, { shelfName: `나의 ${word}` })).statusCode).toBe(
      400,
    );
    const { shelfKey } = (await post('/mylibbookshelf/create', headers, { shelfName: '빈 서재' })).json()
      .data;
    expect(
      (await post('/mylibbookshelf/book/add', headers, { shelfKey, bookKey: 2_000_000_000 })).statusCode,
    ).toBe(404);
  });
});
