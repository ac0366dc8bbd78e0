import { RESERVATION_MESSAGES } from '@reading/contract/library/reservations';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkout, freeCopies, loginAs, newPatron } from '../../../../test/library-test-helpers.ts';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();
let manager: Record<string, string>;

beforeAll(async () => {
  manager = (await loginAs(t, 'manager1')).headers;
});

const reserve = (headers: Record<string, string>, bookKey: number) =>
  t.app.inject({ method: 'POST', url: '/dls/api/reservation/request', headers, payload: { bookKey } });

let editions = 0;
/** Another edition of a book (same work and volume, decision 240) with one copy at 서울가락초. */
async function anotherEdition(bookKey: number, status: 'ON_LOAN' | 'AVAILABLE') {
  editions++;
  const { rows } = await t.database.query(
    `insert into search.book (record_key, title, author, volume, source, work_key, work_head)
     select 'test:edition:${bookKey}:${editions}', title, author, volume, 'test', work_key, false
     from search.book where book_key = ${bookKey} returning book_key`,
  );
  const key = Number(rows[0]!.book_key);
  await t.database.query(
    `insert into search.holding (book_key, lib_code, reg_no, call_no, status, due_date)
     values (${key}, 'LIB7130102', 'TE${key}', '813 테${editions}', '${status}',
       ${status === 'ON_LOAN' ? "'2099-12-31'" : 'null'})`,
  );
  return key;
}

async function callNoOf(regNo: string) {
  const { rows } = await t.database.query(
    `select call_no from search.holding where lib_code = 'LIB7130102' and reg_no = '${regNo}'`,
  );
  return String(rows[0]!.call_no);
}

describe('reservations of the same book (decision 243)', () => {
  it('refuses reserving a book the member holds on loan, in any edition, with a Korean message', async () => {
    const p = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, p.cardNo, copy!.regNo);
    const same = await reserve(p.dls, copy!.bookKey);
    expect([same.statusCode, same.json().message]).toEqual([409, RESERVATION_MESSAGES.alreadyOnLoan]);
    const edition = await anotherEdition(copy!.bookKey, 'ON_LOAN');
    const other = await reserve(p.dls, edition);
    expect([other.statusCode, other.json().message]).toEqual([409, RESERVATION_MESSAGES.sameBookOnLoan]);
    expect(RESERVATION_MESSAGES.sameBookOnLoan).toMatch(/^[가-힣 .]+$/);
  });

  it('offers the copy on the shelf instead of a reservation', async () => {
    const p = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    const edition = await anotherEdition(copy!.bookKey, 'ON_LOAN');
    const res = await reserve(p.dls, edition);
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      RESERVATION_MESSAGES.sameBookAvailable(await callNoOf(copy!.regNo)),
    ]);
    // The detail of the work says so too: a copy is free at the school, nothing to reserve.
    const detail = (
      await t.app.inject({ url: `/alpasq/api/detail/info?bookKey=${edition}&neisCode=7130102` })
    ).json().data;
    expect(detail.availableCount).toBeGreaterThan(0);
    expect(detail.reservableYn).toBe('N');
    expect(detail.holdings[0]).toMatchObject({
      neisCode: '7130102',
      status: 'AVAILABLE',
      bookKey: copy!.bookKey,
    });
  });
});
