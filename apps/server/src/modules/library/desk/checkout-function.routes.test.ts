import { DESK_MESSAGES } from '@reading/contract/library/desk';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkin,
  checkout,
  freeCopies,
  holdingStatus,
  loginAs,
  newPatron,
} from '../../../../test/library-test-helpers.ts';
import { testEngine, useTestApp } from '../../../../test/test-app.ts';
import { addDays, koreaDate } from '../../../lib/clock.ts';

/**
 * The one-round-trip check-out (`library.checkout`, migration 0007, docs/decisions/048): the paths the
 * desk tests do not walk, and the search module's SQL seam behaving like HoldingsService.
 */
const t = useTestApp();
let manager: Record<string, string>;

/** A library's own rule for grade 3, set before any rules are read (RulesService caches per library). */
const OWN_RULE = { grade: 3, loanLimit: 1, loanDays: 7 };

beforeAll(async () => {
  await t.database.query(
    `insert into library.loan_rule (lib_code, grade, loan_limit, loan_days, renew_limit, rsvt_limit)
     values ('LIB7130102', ${OWN_RULE.grade}, ${OWN_RULE.loanLimit}, ${OWN_RULE.loanDays}, 1, 3)
     on conflict (lib_code, grade) do update set loan_limit = excluded.loan_limit, loan_days = excluded.loan_days`,
  );
  manager = (await loginAs(t, 'manager1')).headers;
});

async function openLoans(cardNo: string) {
  const { rows } = await t.database.query(
    `select l.reg_no, l.due_date::text as due_date from library.loan l join library.patron p using (patron_id)
     where p.card_no = '${cardNo}' and l.returned_at is null order by l.loan_key`,
  );
  return rows as { reg_no: string; due_date: string }[];
}

describe(`check-out in one statement (${testEngine})`, () => {
  it("follows the library's own rule for the patron's grade: loan days and limit", async () => {
    const { cardNo } = await newPatron(t, { grade: OWN_RULE.grade });
    const [first, second] = await freeCopies(t, 2);
    expect((await checkout(t, manager, cardNo, first!.regNo)).statusCode).toBe(200);
    const today = koreaDate(t.app.library.clock.now());
    expect(await openLoans(cardNo)).toEqual([
      { reg_no: first!.regNo, due_date: addDays(today, OWN_RULE.loanDays) },
    ]);
    const res = await checkout(t, manager, cardNo, second!.regNo);
    expect([res.statusCode, res.json().message]).toEqual([409, DESK_MESSAGES.loanLimit(OWN_RULE.loanLimit)]);
    expect(await holdingStatus(t, second!.regNo)).toBe('AVAILABLE');
  });

  it('refuses a copy set aside for an inter-library loan and writes nothing', async () => {
    const { cardNo } = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await t.database.query(
      `update search.holding set status = 'RESERVED' where lib_code = 'LIB7130102' and reg_no = '${copy!.regNo}'`,
    );
    const res = await checkout(t, manager, cardNo, copy!.regNo);
    expect([res.statusCode, res.json().message]).toEqual([409, DESK_MESSAGES.copyIll]);
    expect(await openLoans(cardNo)).toEqual([]);
    expect(await holdingStatus(t, copy!.regNo)).toBe('RESERVED');
  });

  it('lends a held copy to its holder, closing the hold, with counts equal to the rows', async () => {
    const lender = await newPatron(t);
    const holder = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, lender.cardNo, copy!.regNo);
    const reserved = await t.app.inject({
      method: 'POST',
      url: '/dls/api/reservation/request',
      headers: holder.dls,
      payload: { bookKey: copy!.bookKey },
    });
    expect(reserved.statusCode, reserved.body).toBe(200);
    await checkin(t, manager, copy!.regNo);
    const res = await checkout(t, manager, holder.cardNo, copy!.regNo);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.query(
      `select r.status, r.ended_at is not null as ended from library.reservation r
       join library.patron p using (patron_id) where p.card_no = '${holder.cardNo}'`,
    );
    expect(rows).toEqual([{ status: 'LOANED', ended: true }]);
    const info = (await t.app.inject({ url: '/dls/api/user/info', headers: holder.dls })).json().data;
    expect({ loanCount: info.loanCount, rsvtCount: info.rsvtCount }).toEqual({
      loanCount: (await openLoans(holder.cardNo)).length,
      rsvtCount: 0,
    });
    expect(await holdingStatus(t, copy!.regNo)).toBe('ON_LOAN');
  });

  it('sweeps a hold past its pickup day when its copy is scanned, then lends the copy', async () => {
    const lender = await newPatron(t);
    const holder = await newPatron(t);
    const stranger = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    await checkout(t, manager, lender.cardNo, copy!.regNo);
    await t.app.inject({
      method: 'POST',
      url: '/dls/api/reservation/request',
      headers: holder.dls,
      payload: { bookKey: copy!.bookKey },
    });
    await checkin(t, manager, copy!.regNo);
    expect(await holdingStatus(t, copy!.regNo)).toBe('RESERVED');
    const clock = t.app.library.clock;
    const realNow = clock.now;
    clock.now = () => new Date(realNow().getTime() + 5 * 86_400_000);
    try {
      const res = await checkout(t, manager, stranger.cardNo, copy!.regNo);
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      clock.now = realNow;
    }
    const { rows } = await t.database.query(
      `select r.status from library.reservation r join library.patron p using (patron_id)
       where p.card_no = '${holder.cardNo}'`,
    );
    expect(rows).toEqual([{ status: 'EXPIRED' }]);
    expect((await openLoans(stranger.cardNo)).map((l) => l.reg_no)).toEqual([copy!.regNo]);
  });
});

describe(`a copy moved during the check-out (${testEngine})`, () => {
  it('rolls the loan back (RL409) and answers that the copy is on loan', async () => {
    const { cardNo } = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    // Another transaction's move, made deterministic: right after the loan row is written, the copy
    // is marked lost, so the function's compare-and-set (from AVAILABLE) finds nothing to move.
    await t.database.query(`create or replace function library.test_move_copy_away() returns trigger language plpgsql as $$
      begin
        update search.holding set status = 'LOST' where lib_code = new.lib_code and reg_no = new.reg_no;
        return new;
      end $$`);
    await t.database.query(`create trigger move_copy_away after insert on library.loan
      for each row when (new.reg_no = '${copy!.regNo}') execute function library.test_move_copy_away()`);
    try {
      const res = await checkout(t, manager, cardNo, copy!.regNo);
      expect([res.statusCode, res.json().message]).toEqual([409, DESK_MESSAGES.copyOnLoan]);
    } finally {
      await t.database.query('drop trigger move_copy_away on library.loan');
      await t.database.query('drop function library.test_move_copy_away()');
    }
    // Nothing of the attempt stays: no loan, and the copy (the trigger's move rolled back with it) free.
    expect(await openLoans(cardNo)).toEqual([]);
    expect(await holdingStatus(t, copy!.regNo)).toBe('AVAILABLE');
    expect((await checkout(t, manager, cardNo, copy!.regNo)).statusCode).toBe(200);
  });
});

describe(`search.move_holding_status, the holdings seam in SQL (${testEngine})`, () => {
  const move = (regNo: string, from: string, to: string, due: string | null) =>
    t.database.query(
      `select search.move_holding_status('LIB7130102', '${regNo}', '{${from}}', '${to}', ${due ? `'${due}'` : 'null'}) as moved`,
    );

  it('moves only from the expected status, sets the due date on loan and clears it otherwise', async () => {
    const [copy] = await freeCopies(t, 1);
    const regNo = copy!.regNo;
    expect((await move(regNo, 'ON_LOAN', 'AVAILABLE', null)).rows[0]!.moved).toBe(false);
    expect((await move(regNo, 'AVAILABLE', 'ON_LOAN', '2030-01-02')).rows[0]!.moved).toBe(true);
    const due = async () =>
      (
        await t.database.query(
          `select due_date::text as d from search.holding where lib_code = 'LIB7130102' and reg_no = '${regNo}'`,
        )
      ).rows[0]!.d;
    expect(await due()).toBe('2030-01-02');
    expect((await move(regNo, 'ON_LOAN', 'AVAILABLE', '2030-01-02')).rows[0]!.moved).toBe(true);
    expect(await due()).toBeNull();
  });

  it('refuses an unknown status and a loan without a due date, with the holdings messages', async () => {
    const [copy] = await freeCopies(t, 1);
    await expect(move(copy!.regNo, 'AVAILABLE', 'GONE', null)).rejects.toThrow(
      '소장 상태가 올바르지 않습니다.',
    );
    await expect(move(copy!.regNo, 'AVAILABLE', 'ON_LOAN', null)).rejects.toThrow(
      '대출 중인 자료는 반납 예정일이 필요합니다.',
    );
    expect(await holdingStatus(t, copy!.regNo)).toBe('AVAILABLE');
  });
});
