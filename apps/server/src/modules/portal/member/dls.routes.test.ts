import { CARD_LINK_MESSAGES } from '@reading/contract/library/card-link';
import { describe, expect, it } from 'vitest';
import { linkCodeFor } from '../../../../test/library-test-helpers.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';

const t = useTestApp();

const link = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/schome/service/member/dlsAuth', headers, payload });

const STUDENT1_CARD = '7130102000123';

describe('DLS authentication (library-card link)', () => {
  it('answers the already linked student2 with a library token and the card number at login', async () => {
    const { data } = await loginAs(t.app, 'student2');
    expect(data.dlsLoanCardNo).toBe('7130165000456');
    expect(data.dlsToken).toMatchObject({ tokenType: 'Bearer' });
    expect(data.dlsToken!.accessToken).toMatch(/^[\w-]{40,}$/);
    const { rows } = await t.database.query('select token_hash from library.dls_token');
    expect(rows.map((r) => r.token_hash)).not.toContain(data.dlsToken!.accessToken);
  });

  it("refuses a link by another pupil's card number and name alone, the proof that let anyone claim a card", async () => {
    const { headers } = await loginAs(t.app, 'member1');
    const res = await link(headers, { dlsLoanCardNo: STUDENT1_CARD, neisCode: '7130102' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_LINK_MESSAGES.linkCode);
  });

  it('refuses a member with no school, and a member of another school never finds the code', async () => {
    const linkCode = await linkCodeFor(t, STUDENT1_CARD);
    const noSchool = await link((await loginAs(t.app, 'member1')).headers, { linkCode });
    expect(noSchool.statusCode).toBe(403);
    expect(noSchool.json().message).toBe(CARD_LINK_MESSAGES.noSchool);
    const otherSchool = await link((await loginAs(t.app, 'student4')).headers, { linkCode });
    expect(otherSchool.statusCode).toBe(404);
    expect(otherSchool.json().message).toBe(CARD_LINK_MESSAGES.codeInvalid);
  });

  it("refuses a schoolmate whose name is not the card's, and an expired code", async () => {
    const linkCode = await linkCodeFor(t, STUDENT1_CARD);
    const schoolmate = await link((await loginAs(t.app, 'idle1')).headers, { linkCode });
    expect(schoolmate.statusCode).toBe(403);
    expect(schoolmate.json().message).toBe(CARD_LINK_MESSAGES.nameMismatch);
    await t.database.query("update library.patron_link_code set expires_at = now() - interval '1 minute'");
    const expired = await link((await loginAs(t.app, 'student1')).headers, { linkCode });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(CARD_LINK_MESSAGES.codeInvalid);
  });

  it('links student1 with the code the desk gave, typed in lower case with a dash, once only', async () => {
    const linkCode = await linkCodeFor(t, STUDENT1_CARD);
    const { headers } = await loginAs(t.app, 'student1');
    const typed = `${linkCode.slice(0, 4)}-${linkCode.slice(4)}`.toLowerCase();
    const res = await link(headers, { linkCode: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ dlsLoanCardNo: STUDENT1_CARD, agreeYN: 'N' });
    const again = await link(headers, { linkCode });
    expect(again.statusCode).toBe(404);
    const relogin = await loginAs(t.app, 'student1');
    expect(relogin.data.dlsLoanCardNo).toBe(STUDENT1_CARD);
  });

  it('answers 401 without a session and 400 for a malformed code', async () => {
    expect((await link({}, { linkCode: 'ABCDEFGH' })).statusCode).toBe(401);
    const { headers } = await loginAs(t.app, 'student3');
    const res = await link(headers, { linkCode: '!!' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CARD_LINK_MESSAGES.linkCode);
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
