import { STAFF_AUDIT_MESSAGES, type StaffAuditEntry } from '@reading/contract/ops/staff-audit';
import { beforeAll, describe, expect, it } from 'vitest';
import { OTHER_SCHOOL, OWN_SCHOOL, schKeyOf } from '../../../../test/authorization/identities.ts';
import { checkout, desk, freeCopies, newPatron } from '../../../../test/library-test-helpers.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { createClock } from '../../../lib/clock.ts';
import { createStaffAuditRepository } from './staff-audit.repository.ts';
import { createStaffAuditService } from './staff-audit.service.ts';

const t = useTestApp();
const LIST = '/schome/service/staffAudit/list';
const FROM = { remoteAddress: '203.0.113.7', agent: 'Mozilla/5.0 (audit test)' };
const who: Record<string, Record<string, string>> = {};
let ownSchool = 0;

beforeAll(async () => {
  for (const id of ['operator1', 'manager1', 'manager4', 'teacher1', 'student1']) {
    who[id] = (await loginAs(t.app, id)).headers;
  }
  ownSchool = await schKeyOf(t, OWN_SCHOOL);
});

/** A staff call from the test's address and browser. */
const act = (as: string, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...who[as], 'user-agent': FROM.agent },
    payload,
    remoteAddress: FROM.remoteAddress,
  });

const list = async (as: string, query = '') => {
  const res = await t.app.inject({ url: `${LIST}${query}`, headers: who[as] });
  return { status: res.statusCode, body: res.json() };
};

/** The entries of an action on a target, as the operator reads them. */
async function entriesOf(action: string, targetKey: string): Promise<StaffAuditEntry[]> {
  const { body } = await list('operator1', `?action=${action}&pageSize=100`);
  return body.data.list.filter((e: StaffAuditEntry) => e.targetKey === targetKey);
}

describe('the audit of staff actions (decision 284)', () => {
  it('writes one entry per teacher approval, with the actor, the school, the address and the browser', async () => {
    const { rows } = await t.database.query(
      `select member_key from portal.member where login_id = 'teacher2' and verify_status = 'pending'`,
    );
    const memberKey = Number(rows[0]!.member_key);
    const res = await act('manager1', '/schome/service/member/teacherApproval/approve', { memberKey });
    expect(res.statusCode).toBe(200);
    const entries = await entriesOf('teacher.approve', String(memberKey));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorName: '최도윤',
      actorRole: '03',
      targetType: 'member',
      schKey: ownSchool,
      ip: FROM.remoteAddress,
      userAgent: FROM.agent,
    });
    expect(entries[0]!.actedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+09:00$/);
  });

  it('writes one entry for a return at the desk and one for a card link code', async () => {
    const { cardNo } = await newPatron(t);
    const [copy] = await freeCopies(t, 1);
    expect((await checkout(t, who.manager1!, cardNo, copy!.regNo)).statusCode).toBe(200);
    expect((await act('manager1', `${desk()}/checkin`, { regNo: copy!.regNo })).statusCode).toBe(200);
    const returns = await entriesOf('loan.return', `LIB7130102:${copy!.regNo}`);
    expect(returns).toHaveLength(1);
    expect(returns[0]).toMatchObject({ actorRole: '03', ip: FROM.remoteAddress, schKey: ownSchool });

    expect((await act('manager1', `${desk()}/link-code`, { cardNo })).statusCode).toBe(200);
    expect(await entriesOf('card.linkCode', `LIB7130102:${cardNo}`)).toHaveLength(1);
  });

  it('writes one entry when the operator hides and deletes a post, none for showing it again', async () => {
    const saved = await act('operator1', '/schome/service/community/board/save', {
      boardCode: 'notice',
      title: '작업 기록 확인 공지',
      content: '<p>본문입니다.</p>',
    });
    const { postKey } = saved.json().data;
    await act('operator1', '/schome/service/community/board/hide', { postKey, hiddenYn: 'Y' });
    await act('operator1', '/schome/service/community/board/hide', { postKey, hiddenYn: 'N' });
    expect((await act('operator1', '/schome/service/community/board/delete', { postKey })).statusCode).toBe(
      200,
    );
    const hidden = await entriesOf('post.hide', String(postKey));
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({ actorRole: 'operator', schKey: null, ip: FROM.remoteAddress });
    expect(await entriesOf('post.delete', String(postKey))).toHaveLength(1);
  });

  it("lets the school manager read only their school's entries, and the operator every school's", async () => {
    const own = await list('manager1', '?pageSize=100');
    expect(own.status).toBe(200);
    expect(own.body.data.scope).toBe('school');
    expect(own.body.data.list.length).toBeGreaterThan(0);
    expect(own.body.data.list.every((e: StaffAuditEntry) => e.schKey === ownSchool)).toBe(true);

    const other = await list('manager4', '?pageSize=100');
    expect(other.status).toBe(200);
    const otherSchool = await schKeyOf(t, OTHER_SCHOOL);
    expect(other.body.data.list.every((e: StaffAuditEntry) => e.schKey === otherSchool)).toBe(true);
    expect(
      other.body.data.list.some(
        (e: StaffAuditEntry) => e.action === 'loan.return' && e.ip === FROM.remoteAddress,
      ),
    ).toBe(false);

    const all = await list('operator1', '?pageSize=100');
    expect(all.body.data.scope).toBe('all');
    const schools = new Set(all.body.data.list.map((e: StaffAuditEntry) => e.schKey));
    expect(schools.has(ownSchool)).toBe(true);
    expect(schools.has(null)).toBe(true);
    expect(all.body.data.totalCount).toBeGreaterThan(own.body.data.totalCount);
  });

  it('pages and filters by action and Korea dates', async () => {
    const first = await list('operator1', '?pageSize=1&pageIndex=1');
    const second = await list('operator1', '?pageSize=1&pageIndex=2');
    expect(first.body.data.list).toHaveLength(1);
    expect(first.body.data.totalPage).toBe(first.body.data.totalCount);
    expect(second.body.data.list[0].auditKey).not.toBe(first.body.data.list[0].auditKey);

    const returns = await list('operator1', '?action=loan.return&pageSize=100');
    expect(returns.body.data.list.every((e: StaffAuditEntry) => e.action === 'loan.return')).toBe(true);
    const today = t.app.clock.today();
    const ofToday = await list('operator1', `?fromDate=${today}&toDate=${today}&pageSize=100`);
    expect(ofToday.body.data.list.every((e: StaffAuditEntry) => e.actedAt.startsWith(today))).toBe(true);
    expect(ofToday.body.data.list.length).toBeGreaterThanOrEqual(5);
    const future = await list('operator1', '?fromDate=2999-01-01');
    expect(future.body.data).toMatchObject({ list: [], totalCount: 0, totalPage: 0 });

    const bad = await list('operator1', '?fromDate=2026-13-45');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 'FAIL', message: STAFF_AUDIT_MESSAGES.fromDate });
    const reversed = await list('operator1', '?fromDate=2026-11-02&toDate=2026-11-01');
    expect(reversed.status).toBe(400);
    expect((await list('operator1', '?action=nothing')).status).toBe(400);
  });

  it('refuses teachers and students (403) and anonymous callers (401)', async () => {
    for (const id of ['teacher1', 'student1']) {
      const res = await list(id);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ status: 'FAIL', message: STAFF_AUDIT_MESSAGES.forbidden });
    }
    expect((await t.app.inject({ url: LIST })).statusCode).toBe(401);
  });

  it('purges the entries older than the privacy policy keeps them (3 months), keeping the rest', async () => {
    const insert = (at: string) =>
      t.database.query(
        `insert into portal.staff_audit (acted_at, actor_key, actor_name, actor_role, action, target_type,
         target_key, sch_key, ip, user_agent)
         values ('${at}', 1, '기록 확인', '03', 'loan.return', 'book', 'purge-test-${at}', null, '127.0.0.1', '')`,
      );
    await insert('2026-08-28T23:00:00+09:00');
    await insert('2026-08-29T09:00:00+09:00');
    const service = createStaffAuditService({
      repository: createStaffAuditRepository(t.database.db),
      clock: createClock(() => new Date('2026-11-29T10:00:00+09:00')),
    });
    expect(await service.purge()).toBeGreaterThanOrEqual(1);
    const { rows } = await t.database.query(
      `select target_key from portal.staff_audit where target_key like 'purge-test-%' order by target_key`,
    );
    expect(rows.map((r) => r.target_key)).toEqual(['purge-test-2026-08-29T09:00:00+09:00']);
  });
});
