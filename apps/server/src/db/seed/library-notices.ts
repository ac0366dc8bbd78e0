import { addDays, seoulDate } from '../../modules/library/library-clock.ts';
import type { Db } from '../client.ts';
import type { schoolLibrary } from '../schema/library.ts';
import { libraryNotice } from '../schema/library-services.ts';

type Library = typeof schoolLibrary.$inferSelect;

/** Library notices for the demo schools and their regions; one row per (region, title), inserted once. */
export async function seedLibraryNotices(db: Db, libraries: Library[], now: Date) {
  const today = seoulDate(now);
  const provOf = (lib: Library) => (lib.neisCode.startsWith('72') ? 'C10' : 'B10');
  const rows: (typeof libraryNotice.$inferInsert)[] = [];
  for (const prov of ['B10', 'C10']) {
    rows.push({
      libCode: null,
      provCode: prov,
      title: '학교도서관 이용 시스템(DLS) 정기 점검 안내',
      content:
        '매주 일요일 02:00~04:00에는 시스템 점검으로 대출·반납 조회가 잠시 중단됩니다.\n이용에 참고해주세요.',
      importantYn: 'Y',
      startDate: addDays(today, -3),
      endDate: addDays(today, 10),
      postedAt: new Date(now.getTime() - 3 * 86_400_000),
    });
  }
  for (const lib of libraries) {
    rows.push(
      {
        libCode: lib.libCode,
        provCode: provOf(lib),
        title: `[${lib.name}] 이달의 새로 들어온 책`,
        content: '이번 달 새로 들어온 책 40권이 신착 서가에 있습니다. 예약은 독서로에서 할 수 있어요.',
        importantYn: 'N',
        startDate: addDays(today, -1),
        endDate: addDays(today, 14),
        postedAt: new Date(now.getTime() - 86_400_000),
      },
      {
        libCode: lib.libCode,
        provCode: provOf(lib),
        title: `[${lib.name}] 장서 점검 기간 대출 중단 안내`,
        content:
          '장서 점검 기간에는 대출이 중단되고 반납만 가능합니다. 예약 도서는 점검 후 순서대로 안내합니다.',
        importantYn: 'N',
        startDate: addDays(today, -40),
        endDate: addDays(today, -30),
        postedAt: new Date(now.getTime() - 40 * 86_400_000),
      },
    );
  }
  await db.insert(libraryNotice).values(rows).onConflictDoNothing();
}
