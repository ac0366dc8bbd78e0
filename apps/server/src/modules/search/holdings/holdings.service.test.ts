import { HOLDING_STATUSES } from '@reading/contract/search/search';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { createHoldingsService } from '../public.ts';

const t = useTestApp();

/** A copy of the demo library that is on the shelf. */
async function shelfCopy() {
  const { rows } = await t.database.query(
    `select lib_code, reg_no from search.holding where lib_code = 'LIB7130102' and status = 'AVAILABLE'
     order by reg_no limit 1`,
  );
  return { libCode: String(rows[0]!.lib_code), regNo: String(rows[0]!.reg_no) };
}

describe('holdings service (the search module’s face to the library)', () => {
  it('finds a copy by library and registration number and moves its status', async () => {
    const holdings = createHoldingsService(t.database.db);
    const ref = await shelfCopy();
    const onLoan = await holdings.setHoldingStatus(ref, 'ON_LOAN', '2030-03-01');
    expect(onLoan).toMatchObject({ ...ref, status: 'ON_LOAN', dueDate: '2030-03-01' });
    const back = await holdings.setHoldingStatus(ref, 'AVAILABLE');
    expect(back).toMatchObject({ status: 'AVAILABLE', dueDate: null });
    expect(await holdings.findHolding({ libCode: 'LIB0000000', regNo: 'X' })).toBeNull();
  });

  it('refuses a loan without a due date and an unknown copy', async () => {
    const holdings = createHoldingsService(t.database.db);
    await expect(
      holdings.setHoldingStatus({ libCode: 'LIB7130102', regNo: 'EM000001' }, 'ON_LOAN'),
    ).rejects.toThrow('dueDate: 대출 중인 자료는 반납 예정일이 필요합니다.');
    await expect(
      holdings.setHoldingStatus({ libCode: 'LIB7130102', regNo: 'NOPE' }, 'AVAILABLE'),
    ).rejects.toThrow('소장 자료를 찾을 수 없습니다.');
  });
});

describe('the holdings status rule, kept once in search.move_holding_status (holdings.sql)', () => {
  it('answers 400 with the rule’s own message for a status it does not know, moving nothing', async () => {
    const holdings = createHoldingsService(t.database.db);
    const ref = await shelfCopy();
    const refused = holdings.moveHoldingStatus(ref, ['AVAILABLE'], 'MISSING' as never);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: 'status: 소장 상태가 올바르지 않습니다.',
    });
    expect((await holdings.findHolding(ref))?.status).toBe('AVAILABLE');
  });

  it('answers 400 for a due date that is no date', async () => {
    const holdings = createHoldingsService(t.database.db);
    const refused = holdings.moveHoldingStatus(await shelfCopy(), ['AVAILABLE'], 'ON_LOAN', '2030-13-45');
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: 'dueDate: 대출 중인 자료는 반납 예정일이 필요합니다.',
    });
  });

  it('accepts every status of the contract and nothing else, so the SQL list and HOLDING_STATUSES agree', async () => {
    for (const status of HOLDING_STATUSES) {
      // A copy that does not exist: the rule is checked before the compare-and-set finds nothing.
      const { rows } = await t.database.query(
        `select search.move_holding_status('LIB0000000', 'X', array['AVAILABLE'], '${status}', date '2030-01-01') as moved`,
      );
      expect(rows[0]).toEqual({ moved: false });
    }
    await expect(
      t.database.query(
        `select search.move_holding_status('LIB0000000', 'X', array['AVAILABLE'], 'GONE', null)`,
      ),
    ).rejects.toMatchObject({ code: '22023' });
  });
});
