import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

const link = (headers: Record<string, string>, dlsLoanCardNo: string, neisCode = '7130102') =>
  t.app.inject({
    method: 'POST',
    url: '/schome/service/member/dlsAuth',
    headers,
    payload: { dlsLoanCardNo, neisCode },
  });

describe('DLS authentication (library-card link)', () => {
  it('answers the already linked student2 with a library token and the card number at login', async () => {
    const { data } = await loginAs(t.app, 'student2');
    expect(data.dlsLoanCardNo).toBe('7130165000456');
    expect(data.dlsToken).toMatchObject({ tokenType: 'Bearer' });
    expect(data.dlsToken!.accessToken).toMatch(/^[\w-]{40,}$/);
    const { rows } = await t.database.query('select token_hash from library.dls_token');
    expect(rows.map((r) => r.token_hash)).not.toContain(data.dlsToken!.accessToken);
  });

  it('links student1 to the card of their school, with consent still to give', async () => {
    const { headers } = await loginAs(t.app, 'student1');
    const res = await link(headers, '7130102000123');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dlsLoanCardNo: '7130102000123', agreeYN: 'N' });
    const relogin = await loginAs(t.app, 'student1');
    expect(relogin.data.dlsLoanCardNo).toBe('7130102000123');
  });

  it('answers 404 for a card of another school or another name, with one message', async () => {
    const { headers } = await loginAs(t.app, 'teacher1');
    const wrongName = await link(headers, '7130102000123');
    const wrongSchool = await link(headers, '7130102000123', '7201044');
    for (const res of [wrongName, wrongSchool]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(
        '등록된 도서관 이용증을 찾을 수 없습니다. 이용증 번호와 학교를 확인해주세요.',
      );
    }
  });

  it('answers 401 without a session and 400 for a malformed card number', async () => {
    expect((await link({}, '7130102000123')).statusCode).toBe(401);
    const { headers } = await loginAs(t.app, 'student3');
    const res = await link(headers, '!!');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('dlsLoanCardNo: 도서관 이용증 번호를 확인해주세요.');
  });

  it('records consent Y, and N drops the link', async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const query = `memberKey=${data.memberKey}&dlsLoanCardNo=${data.dlsLoanCardNo}`;
    const before = await t.app.inject({ url: `/schome/service/member/getMemberAgree?${query}`, headers });
    expect(before.json().data.agreeYN).toBe('N');
    const yes = await t.app.inject({ url: `/schome/service/member/agree?${query}&agreeYN=Y`, headers });
    expect(yes.json()).toMatchObject({ message: '동의 처리가 완료되었습니다.', data: { agreeYN: 'Y' } });
    const no = await t.app.inject({ url: `/schome/service/member/agree?${query}&agreeYN=N`, headers });
    expect(no.json().message).toBe('DLS 인증이 끊겼습니다. 재로그인이 필요합니다.');
    expect((await loginAs(t.app, 'student1')).data.dlsLoanCardNo).toBeNull();
  });

  it("answers 403 for another member's memberKey", async () => {
    const { headers } = await loginAs(t.app, 'student4');
    const res = await t.app.inject({
      url: '/schome/service/member/getMemberAgree?memberKey=1&dlsLoanCardNo=7130165000456',
      headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('deletes the DLS information of a linked member', async () => {
    const { data, headers } = await loginAs(t.app, 'student2');
    const res = await t.app.inject({
      url: `/schome/service/member/deleteMemberDlsInfo?memberKey=${data.memberKey}&dlsLoanCardNo=${data.dlsLoanCardNo}`,
      headers,
    });
    expect(res.json().message).toBe('DLS 계정이 삭제되어 인증이 끊겼습니다. 재로그인이 필요합니다.');
    expect((await loginAs(t.app, 'student2')).data.dlsToken).toBeNull();
  });
});
