import { LIBRARY_DEMO } from '@reading/contract/library/common';
import { DESK_MESSAGES } from '@reading/contract/library/desk';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';
import { desk, linkedStudent1, loginAs } from '../library-test-helpers.ts';

const t = useTestApp();

describe('circulation desk', () => {
  it('checks the demo copy out to student1, and search and user/info follow at once', async () => {
    const manager = await loginAs(t, 'manager1');
    const student = await linkedStudent1(t);
    const before = (await t.app.inject({ url: '/dls/api/user/info', headers: student.dls })).json().data;
    const res = await t.app.inject({
      method: 'POST',
      url: `${desk()}/checkout`,
      headers: manager.headers,
      payload: { cardNo: LIBRARY_DEMO.student1CardNo, regNo: LIBRARY_DEMO.checkoutRegNo },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(DESK_MESSAGES.checkedOut);
    expect(res.json().data.loan).toMatchObject({
      regNo: LIBRARY_DEMO.checkoutRegNo,
      title: LIBRARY_DEMO.checkoutTitle,
    });
    const after = (await t.app.inject({ url: '/dls/api/user/info', headers: student.dls })).json().data;
    expect(after.loanCount).toBe(before.loanCount + 1);
    const search = await t.app.inject({
      method: 'POST',
      url: '/alpasq/api/search',
      payload: { searchKeyword: LIBRARY_DEMO.checkoutTitle, neisCode: '7130102' },
    });
    const copy = search
      .json()
      .data.list.flatMap(
        (b: { holdings: { regNo: string; libCode: string; status: string }[] }) => b.holdings,
      )
      .find(
        (h: { regNo: string; libCode: string }) =>
          h.regNo === LIBRARY_DEMO.checkoutRegNo && h.libCode === LIBRARY_DEMO.libCode,
      );
    expect(copy?.status).toBe('ON_LOAN');
  });
});
