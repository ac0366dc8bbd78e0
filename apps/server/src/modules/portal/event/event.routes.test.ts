import { describe, expect, it } from 'vitest';
import { loginAs, useTestApp } from '../../../../test/test-app.ts';
import { koreaDate } from '../../../lib/clock.ts';
import { createEventRepository } from './event.repository.ts';
import { createPrizeEventService } from './prize-event.service.ts';
import { RETENTION_SCHEDULE, scheduleRetention } from './retention.ts';

const t = useTestApp();
const BASE = '/schome/service/event';

/** The multipart form updateJoin takes (spec 001 §7). */
function form(fields: Record<string, string>) {
  const body = Object.entries(fields)
    .map(([k, v]) => `--B0UNDARY\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  return { payload: `${body}--B0UNDARY--\r\n`, contentType: 'multipart/form-data; boundary=B0UNDARY' };
}

async function updateJoin(headers: Record<string, string>, fields: Record<string, string>) {
  const { payload, contentType } = form(fields);
  const res = await t.app.inject({
    method: 'POST',
    url: `${BASE}/updateJoin`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('the prize event (event id 10)', () => {
  it('answers a member’s saved entry, or nulls before the first one; another member’s key is refused', async () => {
    const s = await loginAs(t.app, 'student1');
    const res = await t.app.inject({
      url: `${BASE}/checkMemberKey?eventId=10&memberKey=${s.data.memberKey}`,
      headers: s.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ memberKey: null, phoneNumber: null, openYn: 'Y' });
    const other = await t.app.inject({
      url: `${BASE}/checkMemberKey?eventId=10&memberKey=${s.data.memberKey + 1}`,
      headers: s.headers,
    });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ url: `${BASE}/checkMemberKey?eventId=10&memberKey=1` })).statusCode).toBe(
      401,
    );
  });

  it('checks the phone rules on the server in the spec’s order, whatever the client sent', async () => {
    const s = await loginAs(t.app, 'student1');
    const base = {
      eventId: '10',
      memberKey: String(s.data.memberKey),
      under14Yn: 'N',
      privacyInfoAgreeYn: 'Y',
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, phoneNumber: '' }, '휴대폰 번호를 입력해주세요.'],
      [{ ...base, phoneNumber: '02-123-4567' }, '01로 시작하는 휴대폰 번호를 입력해주세요.'],
      [{ ...base, phoneNumber: '010-123' }, '휴대폰 번호를 확인해주세요.'],
      [
        { ...base, phoneNumber: '01012345678', under14Yn: 'Y', parentAgreeYn: 'N' },
        '만 14세 미만은 법정 대리인의 동의가 필요합니다.',
      ],
      [
        { eventId: '10', memberKey: base.memberKey, phoneNumber: '01012345678', privacyInfoAgreeYn: 'Y' },
        '응모자의 나이(만 14세 미만 여부)가 체크되지 않았습니다.',
      ],
      [
        { ...base, phoneNumber: '01012345678', privacyInfoAgreeYn: 'N' },
        '개인정보 수집에 동의하지 않았습니다.',
      ],
    ];
    for (const [fields, message] of cases) {
      const res = await updateJoin(s.headers, fields);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    const saved = await updateJoin(s.headers, { ...base, phoneNumber: '010-2222-3333' });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('저장되었습니다.');
    expect(saved.body.data).toMatchObject({
      memberKey: s.data.memberKey,
      phoneNumber: '01022223333',
      under14Yn: 'N',
    });
    // Ten digits are the member's confirmed choice; the server takes them.
    const ten = await updateJoin(s.headers, { ...base, phoneNumber: '011-222-3333' });
    expect(ten.body.data.phoneNumber).toBe('0112223333');
  });

  it('does not ask the age question of a teacher, and refuses someone else’s entry', async () => {
    const teacher = await loginAs(t.app, 'teacher1');
    const ok = await updateJoin(teacher.headers, {
      eventId: '10',
      memberKey: String(teacher.data.memberKey),
      phoneNumber: '01033334444',
      privacyInfoAgreeYn: 'Y',
    });
    expect(ok.status).toBe(200);
    const other = await updateJoin(teacher.headers, {
      eventId: '10',
      memberKey: String(teacher.data.memberKey + 1),
      phoneNumber: '01033334444',
      privacyInfoAgreeYn: 'Y',
    });
    expect(other.status).toBe(403);
  });

  it('refuses an entry to an event that is not an entry event, or has ended', async () => {
    const s = await loginAs(t.app, 'student1');
    const page = await t.app.inject({ url: `${BASE}/page?routeName=DSREvent2025` });
    const past = page.json().data.event.eventId;
    const ended = await updateJoin(s.headers, {
      eventId: String(past),
      memberKey: String(s.data.memberKey),
      phoneNumber: '01012345678',
      under14Yn: 'N',
      privacyInfoAgreeYn: 'Y',
    });
    expect(ended).toMatchObject({ status: 400, body: { message: '응모 기간이 아닌 이벤트입니다.' } });
  });
});

describe('phone retention (4 months after the event ends)', () => {
  it('erases a phone number past 4 months and keeps one inside it, by the service with a moved clock', async () => {
    const repository = createEventRepository(t.database.db);
    const endDate = (await repository.find(10))!.endDate;
    const day = (offsetDays: number, months: number) => {
      const [y, m, d] = endDate.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(y, m - 1 + months, d + offsetDays, 3));
    };
    const student4 = await loginAs(t.app, 'student4');
    const phoneOf = async () => (await repository.entryOf(10, student4.data.memberKey))?.phoneNumber;
    expect(await phoneOf()).toBe('01098765432');
    const inside = createPrizeEventService({ repository, now: () => day(-1, 4) });
    expect(await inside.erasePhonesPastRetention()).toBe(0);
    expect(await phoneOf()).toBe('01098765432');
    const past = createPrizeEventService({ repository, now: () => day(1, 4) });
    expect(await past.erasePhonesPastRetention()).toBeGreaterThan(0);
    expect(await phoneOf()).toBeNull();
    const entry = await repository.entryOf(10, student4.data.memberKey);
    expect(entry?.phoneErasedAt).not.toBeNull();
    expect(entry?.name).toBeTruthy();
  });

  it('registers the job with the scheduler: a daily run in Korean time, stopped when the app closes', async () => {
    const runs: number[] = [];
    const fake = { erasePhonesPastRetention: async () => runs.push(1) } as never;
    const hooks: Record<string, (() => Promise<unknown>)[]> = {};
    const app = {
      log: { info() {}, error() {} },
      metrics: { count() {}, gauge() {}, jobRunning() {} },
      addHook: (name: string, fn: () => Promise<unknown>) => {
        hooks[name] = [...(hooks[name] ?? []), fn];
      },
    } as never;
    const job = scheduleRetention(app, fake);
    try {
      expect(job.getPattern()).toBe(RETENTION_SCHEDULE);
      expect(RETENTION_SCHEDULE).toBe('10 3 * * *');
      expect(job.isRunning()).toBe(true);
      const next = job.nextRun()!;
      expect(next.getTime()).toBeGreaterThan(Date.now());
      expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
      await job.trigger();
      expect(runs.length).toBe(1);
      await hooks.onReady![0]!();
      expect(runs.length).toBe(2);
    } finally {
      await hooks.onClose![0]!();
    }
    expect(job.isStopped()).toBe(true);
  });
});

describe('event pages', () => {
  it('answers every event route’s open event, and 400 for a page that is not an event page', async () => {
    for (const routeName of [
      'ContestVote',
      'TextbookCount',
      'Textbook',
      'EventQuiz',
      'EventBalanceGame',
      'EventSurvey',
    ]) {
      const res = await t.app.inject({ url: `${BASE}/page?routeName=${routeName}` });
      expect(res.statusCode, routeName).toBe(200);
      expect(res.json().data.event.openYn, routeName).toBe('Y');
    }
    expect((await t.app.inject({ url: `${BASE}/page?routeName=Notice` })).statusCode).toBe(400);
  });

  it('counts a vote once per member and keeps past events readable', async () => {
    const s = await loginAs(t.app, 'student1');
    const page = (
      await t.app.inject({ url: `${BASE}/page?routeName=ContestVote`, headers: s.headers })
    ).json().data;
    expect(page.pastEvents.map((e: { title: string }) => e.title)).toContain('2025 올해의 책 투표 (종료)');
    const before = page.event.candidates.find((c: { id: string }) => c.id === 'c3').votes;
    const vote = (choice: string) =>
      t.app.inject({
        method: 'POST',
        url: `${BASE}/participate`,
        headers: s.headers,
        payload: { eventId: page.event.eventId, choice },
      });
    const first = await vote('c3');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.candidates.find((c: { id: string }) => c.id === 'c3').votes).toBe(before + 1);
    expect(first.json().data.mine.choice).toBe('c3');
    const second = await vote('c1');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('이미 참여한 이벤트입니다.');
    const wrong = await t.app.inject({
      method: 'POST',
      url: `${BASE}/participate`,
      headers: (await loginAs(t.app, 'teacher2')).headers,
      payload: { eventId: page.event.eventId, choice: 'zz' },
    });
    expect(wrong.statusCode).toBe(400);
    const past = page.pastEvents[0];
    const pastPage = (
      await t.app.inject({ url: `${BASE}/page?routeName=ContestVote&eventId=${past.eventId}` })
    ).json().data;
    expect(pastPage.event).toMatchObject({ openYn: 'N', title: '2025 올해의 책 투표 (종료)' });
    const late = await t.app.inject({
      method: 'POST',
      url: `${BASE}/participate`,
      headers: (await loginAs(t.app, 'student3')).headers,
      payload: { eventId: past.eventId, choice: 'a' },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('참여 기간이 아닌 이벤트입니다.');
  });

  it('scores a quiz on the server without ever sending the answers', async () => {
    const s = await loginAs(t.app, 'student1');
    const page = (await t.app.inject({ url: `${BASE}/page?routeName=EventQuiz`, headers: s.headers })).json()
      .data;
    expect(JSON.stringify(page.event.questions)).not.toContain('answer');
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/participate`,
      headers: s.headers,
      payload: { eventId: page.event.eventId, answers: [2, 1, 0] },
    });
    expect(res.json().data.mine.score).toBe(2);
  });

  it('lets operators only write events', async () => {
    const payload = {
      routeName: 'UseBus',
      kind: 'vote',
      title: '독서 버스 노선 투표',
      startDate: '2026-01-01',
      endDate: '2099-01-01',
      config: {
        candidates: [
          { id: 'x', name: '1번 노선' },
          { id: 'y', name: '2번 노선' },
        ],
      },
    };
    const m = await loginAs(t.app, 'manager1');
    expect(
      (await t.app.inject({ method: 'POST', url: `${BASE}/manage/save`, headers: m.headers, payload }))
        .statusCode,
    ).toBe(403);
    const op = await loginAs(t.app, 'operator1');
    const saved = await t.app.inject({
      method: 'POST',
      url: `${BASE}/manage/save`,
      headers: op.headers,
      payload,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.candidates).toHaveLength(2);
    const bad = await t.app.inject({
      method: 'POST',
      url: `${BASE}/manage/save`,
      headers: op.headers,
      payload: { ...payload, config: { candidates: [{ id: 'x', name: '하나' }] } },
    });
    expect(bad.json().message).toBe('이벤트 종류에 맞는 설정을 입력해주세요.');
  });

  it('keeps an event out of its page, detail and votes before its start, but not from operators', async () => {
    const tomorrow = new Date(`${koreaDate(new Date())}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const op = await loginAs(t.app, 'operator1');
    const saved = await t.app.inject({
      method: 'POST',
      url: `${BASE}/manage/save`,
      headers: op.headers,
      payload: {
        routeName: 'ContestVote',
        kind: 'vote',
        title: '내일 여는 올해의 책 투표',
        startDate: tomorrow.toISOString().slice(0, 10),
        endDate: '2099-01-01',
        config: {
          candidates: [
            { id: 'x', name: '1번 책' },
            { id: 'y', name: '2번 책' },
          ],
        },
      },
    });
    expect(saved.statusCode).toBe(200);
    const eventId = saved.json().data.eventId as number;
    const s = await loginAs(t.app, 'student1');
    for (const headers of [{}, s.headers]) {
      const detail = await t.app.inject({
        url: `${BASE}/page?routeName=ContestVote&eventId=${eventId}`,
        headers,
      });
      expect(detail.statusCode).toBe(404);
      const page = (await t.app.inject({ url: `${BASE}/page?routeName=ContestVote`, headers })).json().data;
      const titles = [page.event, ...page.pastEvents].map((e: { title: string }) => e.title);
      expect(titles).not.toContain('내일 여는 올해의 책 투표');
    }
    const vote = await t.app.inject({
      method: 'POST',
      url: `${BASE}/participate`,
      headers: s.headers,
      payload: { eventId, choice: 'x' },
    });
    expect(vote.statusCode).toBe(404);
    const asOperator = await t.app.inject({
      url: `${BASE}/page?routeName=ContestVote&eventId=${eventId}`,
      headers: op.headers,
    });
    expect(asOperator.json().data.event).toMatchObject({ eventId, openYn: 'N' });
  });
});
