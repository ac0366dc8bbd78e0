import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

async function schKeyOf(neisCode: string): Promise<number> {
  const { rows } = await t.database.query(
    `select sch_key from portal.school where neis_code = '${neisCode}'`,
  );
  return Number(rows[0]!.sch_key);
}

describe('GET /schome/service/main/footer/detail', () => {
  it("answers the school's address and telephone in the envelope", async () => {
    const schKey = await schKeyOf('7130102');
    const res = await t.app.inject({ url: `/schome/service/main/footer/detail?schKey=${schKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'OK',
      message: '',
      data: {
        footerDetail: {
          addr: '서울특별시 송파구 송파대로37길 45 (가락동/ 가락초등학교)',
          telNo: '02-3402-1161',
          centerNo: '1600-0000',
          copyRight: 'Copyright © 서울가락초등학교. All rights reserved.',
        },
      },
    });
  });

  it('answers 400 with a Korean message naming schKey when it is missing', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/footer/detail' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'FAIL', message: 'schKey: 학교 키가 필요합니다.', data: null });
  });

  it.each(['abc', '-1', '0', '1.5', "1' or '1'='1", '99999999999'])(
    'answers 400 for the malformed schKey %s',
    async (bad) => {
      const res = await t.app.inject({
        url: `/schome/service/main/footer/detail?schKey=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('schKey: 학교 키는 숫자여야 합니다.');
    },
  );

  it('answers 404 for a school key that does not exist', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/footer/detail?schKey=987654' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'FAIL', message: '학교 정보를 찾을 수 없습니다.', data: null });
  });
});

describe('GET /schome/service/main/getTotalReadingMainSetup', () => {
  it('lists the three home tabs in order with their use flags', async () => {
    const res = await t.app.inject({ url: '/schome/service/main/getTotalReadingMainSetup' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.data.totalCount).toBe(3);
    expect(body.data.list.map((i: { setupCode: string }) => i.setupCode)).toEqual([
      'HOME',
      'READING_STATISTICS',
      'CATEGORY_BOOKS',
    ]);
  });

  it('reports a tab switched off by the server setup as useYN N', async () => {
    // No API writes the setup: an operator's SQL tells every process with NOTIFY (decision 160).
    const setUse = async (yn: string) => {
      await t.database.query(
        `update portal.main_setup set use_yn = '${yn}' where setup_code = 'READING_STATISTICS'`,
      );
      await t.database.query(`select pg_notify('read_cache', 'main-setup')`);
    };
    const stats = async () => {
      const res = await t.app.inject({ url: '/schome/service/main/getTotalReadingMainSetup' });
      return res.json().data.list.find((i: { setupCode: string }) => i.setupCode === 'READING_STATISTICS')
        .useYN;
    };
    expect(await stats()).toBe('Y');
    await setUse('N');
    await expect.poll(stats).toBe('N');
    await setUse('Y');
    await expect.poll(stats).toBe('Y');
  });
});
