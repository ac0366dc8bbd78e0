import { LIBRARY_DEMO } from '@reading/contract/library/common';
import { describe, expect, it } from 'vitest';
import { checkout, freeCopies, linkedStudent1 } from '../../../../test/library-test-helpers.ts';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { mypageServicesOf } from './mypage.plugin.ts';

const t = useTestApp();
const base = '/schome/service/mypage/messageMng';

describe('system notifications', () => {
  it("lists student1's notifications newest first with the unread count; newListCount equals the rows", async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const list = (
      await t.app.inject({ url: `${base}/systemNotifications/list?memberKey=${data.memberKey}`, headers })
    ).json().data;
    expect(list.totalCount).toBeGreaterThanOrEqual(3);
    expect(list.list[0]).toMatchObject({ kind: expect.any(String), title: expect.any(String), readYn: 'N' });
    const count = (
      await t.app.inject({ url: `${base}/newListCount?memberKey=${data.memberKey}`, headers })
    ).json().data;
    expect(count.totalCount).toBe(list.unreadCount);
    const { rows } = await t.database.query(
      `select count(*)::int as n from portal.system_notification where member_key = ${data.memberKey} and read_at is null`,
    );
    expect(count.totalCount).toBe(rows[0]!.n);
  });

  it('marks one read, then all, and deletes one; the read state persists and others get 404', async () => {
    const { data, headers } = await loginAs(t.app, 'student1');
    const post = (url: string, payload: object, h = headers) =>
      t.app.inject({ method: 'POST', url: `${base}${url}`, headers: h, payload });
    const list = () =>
      t.app
        .inject({ url: `${base}/systemNotifications/list?memberKey=${data.memberKey}`, headers })
        .then((r) => r.json().data);
    const before = await list();
    const unread = before.list.find((n: { readYn: string }) => n.readYn === 'N');
    const other = await loginAs(t.app, 'student4');
    expect(
      (await post('/systemNotifications/read', { notificationKey: unread.notificationKey }, other.headers))
        .statusCode,
    ).toBe(404);
    const read = await post('/systemNotifications/read', { notificationKey: unread.notificationKey });
    expect(read.json().data.unreadCount).toBe(before.unreadCount - 1);
    expect(
      (await list()).list.find(
        (n: { notificationKey: number }) => n.notificationKey === unread.notificationKey,
      ).readYn,
    ).toBe('Y');
    expect((await post('/systemNotifications/read', {})).json().data.unreadCount).toBe(0);
    const removed = await post('/systemNotifications/delete', { notificationKey: unread.notificationKey });
    expect(removed.statusCode).toBe(200);
    expect((await list()).totalCount).toBe(before.totalCount - 1);
  });

  it('writes a reminder for a loan due in 2 days, once', async () => {
    const student1 = await linkedStudent1(t);
    const { data } = await loginAs(t.app, 'manager1');
    const manager = { token: data.token, userId: data.userId, schKey: String(data.schKey) };
    const [copy] = await freeCopies(t, 1);
    const loan = (await checkout(t, manager, LIBRARY_DEMO.student1CardNo, copy!.regNo)).json().data.loan;
    // Let library time pass until the loan is due in 2 days (decision 042).
    const clock = t.app.library.clock;
    const due = Date.parse(`${loan.dueDate}T12:00:00+09:00`);
    const realNow = clock.now;
    clock.now = () => new Date(due - 2 * 86_400_000);
    try {
      const key = (await t.database.query("select member_key from portal.member where login_id = 'student1'"))
        .rows[0]!.member_key as number;
      const url = `${base}/systemNotifications/list?memberKey=${key}&pageSize=50`;
      const first = (await t.app.inject({ url, headers: student1.portal })).json().data;
      const reminders = first.list.filter(
        (n: { kind: string; title: string }) => n.kind === 'loanDue' && n.title.includes(loan.title),
      );
      expect(reminders).toHaveLength(1);
      expect(reminders[0].title).toContain('2일 남았습니다');
      const second = (await t.app.inject({ url, headers: student1.portal })).json().data;
      expect(second.totalCount).toBe(first.totalCount);
    } finally {
      clock.now = realNow;
    }
  });
});

describe('live delivery', () => {
  it('hands a new notification to the member’s listener through LISTEN/NOTIFY', async () => {
    const { hub } = mypageServicesOf(t.app);
    const { data } = await loginAs(t.app, 'teacher1');
    const heard: { type: string; title: string }[] = [];
    const stop = hub.subscribe(data.memberKey, (event) => heard.push(event));
    try {
      await t.app.portal.notify(data.memberKey, { kind: 'notice', title: '실시간 알림 시험' });
      await expect.poll(() => heard.map((e) => e.title)).toContain('실시간 알림 시험');
    } finally {
      stop();
    }
  });

  it('issues a stream ticket to a session; the stream refuses a wrong ticket with 401 and no ticket with 400', async () => {
    const { headers } = await loginAs(t.app, 'teacher1');
    const res = await t.app.inject({ method: 'POST', url: `${base}/stream/ticket`, headers });
    expect(res.json().data.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await t.app.inject({ method: 'POST', url: `${base}/stream/ticket` })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: `${base}/stream?ticket=${'x'.repeat(43)}` });
    expect(wrong.statusCode).toBe(401);
    expect((await t.app.inject({ url: `${base}/stream` })).statusCode).toBe(400);
  });

  it('streams a notification to an open event stream (a real HTTP connection)', async () => {
    const { data, headers } = await loginAs(t.app, 'teacher1');
    const ticket = (await t.app.inject({ method: 'POST', url: `${base}/stream/ticket`, headers })).json().data
      .ticket;
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    try {
      const res = await fetch(`${address}${base}/stream?ticket=${ticket}`, { signal: controller.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      let text = '';
      await expect.poll(() => mypageServicesOf(t.app).hub.listenerCount()).toBeGreaterThan(0);
      await t.app.portal.notify(data.memberKey, { kind: 'notice', title: '스트림 알림' });
      while (!text.includes('스트림 알림')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += new TextDecoder().decode(value);
      }
      expect(text).toContain('event: notification');
    } finally {
      controller.abort();
    }
  });
});
