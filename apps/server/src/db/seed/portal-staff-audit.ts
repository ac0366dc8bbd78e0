import { count, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member } from '../schema/portal.ts';
import { staffAudit } from '../schema/portal-audit.ts';

const HOUR_MS = 3_600_000;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const TABLET =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1';

/**
 * Demo entries of the staff action log (decision 284): manager1 of 서울가락초 at the desk and in the
 * approvals, manager4 of 부산 가락초, and operator1 on the national boards, over the last days (hours
 * before the seed runs, so they stay inside the 3-month retention). Inserted once (when the log is empty).
 */
const ENTRIES: {
  loginId: string;
  hoursAgo: number;
  action: string;
  targetType: string;
  targetKey: string;
  ip: string;
  agent: string;
}[] = [
  {
    loginId: 'manager1',
    hoursAgo: 2,
    action: 'loan.return',
    targetType: 'book',
    targetKey: 'LIB7130102:EM0000123',
    ip: '198.51.100.17',
    agent: BROWSER,
  },
  {
    loginId: 'manager1',
    hoursAgo: 3,
    action: 'card.linkCode',
    targetType: 'card',
    targetKey: 'LIB7130102:7130102000123',
    ip: '198.51.100.17',
    agent: BROWSER,
  },
  {
    loginId: 'manager1',
    hoursAgo: 26,
    action: 'teacher.refuse',
    targetType: 'member',
    targetKey: '31',
    ip: '198.51.100.17',
    agent: BROWSER,
  },
  {
    loginId: 'teacher1',
    hoursAgo: 27,
    action: 'pupil.approve',
    targetType: 'signup',
    targetKey: '5',
    ip: '198.51.100.40',
    agent: TABLET,
  },
  {
    loginId: 'teacher1',
    hoursAgo: 28,
    action: 'class.code',
    targetType: 'class',
    targetKey: '5-2',
    ip: '198.51.100.40',
    agent: TABLET,
  },
  {
    loginId: 'manager1',
    hoursAgo: 50,
    action: 'comment.hide',
    targetType: 'report',
    targetKey: '2',
    ip: '198.51.100.17',
    agent: BROWSER,
  },
  {
    loginId: 'manager4',
    hoursAgo: 5,
    action: 'loan.return',
    targetType: 'book',
    targetKey: 'LIB7201044:EM0000456',
    ip: '203.0.113.9',
    agent: BROWSER,
  },
  {
    loginId: 'operator1',
    hoursAgo: 7,
    action: 'post.hide',
    targetType: 'post',
    targetKey: '12',
    ip: '192.0.2.30',
    agent: BROWSER,
  },
  {
    loginId: 'operator1',
    hoursAgo: 75,
    action: 'post.delete',
    targetType: 'post',
    targetKey: '9',
    ip: '192.0.2.30',
    agent: BROWSER,
  },
];

export async function seedDemoStaffAudit(db: Db) {
  const [kept] = await db.select({ n: count() }).from(staffAudit);
  if ((kept?.n ?? 0) > 0) return;
  const members = await db
    .select({
      loginId: member.loginId,
      memberKey: member.memberKey,
      name: member.name,
      memberTypeCode: member.memberTypeCode,
      schKey: member.schKey,
      staffRole: member.staffRole,
    })
    .from(member)
    .where(inArray(member.loginId, [...new Set(ENTRIES.map((e) => e.loginId))]));
  const now = Date.now();
  const rows = ENTRIES.flatMap((e) => {
    const m = members.find((x) => x.loginId === e.loginId);
    if (!m) return [];
    const operator = m.staffRole === 'operator';
    return [
      {
        actedAt: new Date(now - e.hoursAgo * HOUR_MS),
        actorKey: m.memberKey,
        actorName: m.name,
        actorRole: operator ? 'operator' : m.memberTypeCode,
        action: e.action,
        targetType: e.targetType,
        targetKey: e.targetKey,
        schKey: operator ? null : m.schKey,
        ip: e.ip,
        userAgent: e.agent,
      },
    ];
  });
  if (rows.length) await db.insert(staffAudit).values(rows);
}
