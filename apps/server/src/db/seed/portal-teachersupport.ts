import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { member, school } from '../schema/portal.ts';
import { lessonApply, lessonClosedDay, lessonSlot } from '../schema/portal-teachersupport.ts';

/**
 * Demo library-lesson booking (decision 150): each demo school's library publishes its slots (the reading
 * room every period of the week, the seminar room on Monday, Wednesday and Friday); 서울가락초 has a closed
 * day and teacher1's applications in every state the list shows. Days are weekdays counted from today, so
 * the calendar always shows them; inserted once (unique slot, seed key).
 */
const DAY = 86_400_000;
const seoulDay = (t: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date(t));
/** The n-th weekday after today (n ≥ 1), or before it (n ≤ -1). */
export function weekdayFrom(now: Date, n: number): string {
  let t = now.getTime();
  let left = Math.abs(n);
  while (left > 0) {
    t += Math.sign(n) * DAY;
    const wd = new Date(`${seoulDay(t)}T00:00:00Z`).getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return seoulDay(t);
}

const PERIODS = [
  { periodNo: 1, startTime: '09:00', endTime: '09:40' },
  { periodNo: 2, startTime: '09:50', endTime: '10:30' },
  { periodNo: 3, startTime: '10:40', endTime: '11:20' },
  { periodNo: 4, startTime: '11:30', endTime: '12:10' },
  { periodNo: 5, startTime: '13:00', endTime: '13:40' },
  { periodNo: 6, startTime: '13:50', endTime: '14:30' },
];
export const DEMO_READING_ROOM = '도서관 열람실';
const SEMINAR_ROOM = '도서관 세미나실';

const APPLICATIONS = [
  {
    seedKey: 'demo-lesson-approved',
    period: 2,
    day: 2,
    status: '03',
    grade: 4,
    classNo: 2,
    subject: '국어',
    count: 26,
    purpose: '「나의 라임오렌지나무」 함께 읽기 전 배경지식 수업과 도서관 이용 교육',
    books: '나의 라임오렌지나무 13권',
    message: null,
  },
  {
    seedKey: 'demo-lesson-applied',
    period: 3,
    day: 4,
    status: '01',
    grade: 5,
    classNo: 1,
    subject: '사회',
    count: 24,
    purpose: '조선 시대 인물 조사 학습: 모둠별 자료 찾기',
    books: '한국사 인물 사전, 조선 왕조 이야기',
    message: null,
  },
  {
    seedKey: 'demo-lesson-refused',
    period: 1,
    day: -3,
    status: '04',
    grade: 4,
    classNo: 2,
    subject: '과학',
    count: 26,
    purpose: '동물 도감 활용 수업',
    books: '',
    message: '장서 점검 기간이라 열람실을 쓸 수 없습니다.',
  },
];

export async function seedDemoLessons(db: Db, now = new Date()) {
  const schools = await db
    .select({ schKey: school.schKey, neisCode: school.neisCode })
    .from(school)
    .where(inArray(school.neisCode, ['7130102', '7201044']));
  for (const s of schools) {
    await db
      .insert(lessonSlot)
      .values([
        ...PERIODS.map((p) => ({
          schKey: s.schKey,
          roomName: DEMO_READING_ROOM,
          capacity: 30,
          weekdays: '12345',
          ...p,
        })),
        ...PERIODS.filter((p) => p.periodNo % 2 === 0).map((p) => ({
          schKey: s.schKey,
          roomName: SEMINAR_ROOM,
          capacity: 15,
          weekdays: '135',
          ...p,
        })),
      ])
      .onConflictDoNothing();
  }
  const home = schools.find((s) => s.neisCode === '7130102');
  if (!home) return;
  // Once: a later start on another day adds no second demo closed day.
  const closed = await db
    .select({ d: lessonClosedDay.closedDate })
    .from(lessonClosedDay)
    .where(eq(lessonClosedDay.schKey, home.schKey))
    .limit(1);
  if (closed.length === 0)
    await db
      .insert(lessonClosedDay)
      .values({ schKey: home.schKey, closedDate: weekdayFrom(now, 7), reason: '장서 점검' });
  const [teacher] = await db
    .select({ memberKey: member.memberKey, name: member.name })
    .from(member)
    .where(eq(member.loginId, 'teacher1'));
  if (!teacher) return;
  for (const a of APPLICATIONS) {
    const [slot] = await db
      .select({ slotKey: lessonSlot.slotKey })
      .from(lessonSlot)
      .where(
        and(
          eq(lessonSlot.schKey, home.schKey),
          eq(lessonSlot.roomName, DEMO_READING_ROOM),
          eq(lessonSlot.periodNo, a.period),
        ),
      );
    if (!slot) continue;
    await db
      .insert(lessonApply)
      .values({
        seedKey: a.seedKey,
        schKey: home.schKey,
        slotKey: slot.slotKey,
        lessonDate: weekdayFrom(now, a.day),
        teacherMemberKey: teacher.memberKey,
        teacherName: teacher.name,
        grade: a.grade,
        classNo: a.classNo,
        subject: a.subject,
        studentCount: a.count,
        purpose: a.purpose,
        books: a.books,
        statusCode: a.status,
        managerMessage: a.message,
      })
      .onConflictDoNothing();
  }
}
