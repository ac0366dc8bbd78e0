import { REGIONS } from '@reading/contract/codes/regions';
import { schoolLevelOfKind } from '@reading/contract/codes/school-levels';
import { MAIN_SETUP_TABS } from '@reading/contract/main/main-setup-tabs';
import { DEFAULT_MENUS } from '@reading/contract/menus/default-menus';
import { SERVICE_CENTER_NO } from '@reading/contract/service';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { mainSetup, menu, notice, region, school } from '../schema/portal.ts';
import { chunk, emptyToNull, readRecords } from './csv.ts';

export async function seedRegions(db: Db) {
  const rows = REGIONS.map((r, i) => ({
    code: r.code,
    name: r.name,
    fullName: r.fullName,
    sortOrder: i + 1,
  }));
  await db.insert(region).values(rows).onConflictDoNothing();
}

/**
 * Every school of the NEIS file, in NEIS-code order so a fresh database always numbers schKeys the same.
 * Skipped when every school is already there, so a restart costs one count.
 */
export async function seedSchools(db: Db): Promise<number> {
  const records = readRecords('schools_neis.csv').sort(
    (a, b) => a.neis_code!.localeCompare(b.neis_code!) || a.name!.localeCompare(b.name!),
  );
  const [existing] = await db.select({ n: count() }).from(school);
  if ((existing?.n ?? 0) >= records.length) return 0;
  const rows = records.map((s) => ({
    neisCode: s.neis_code!,
    provCode: s.prov_code!,
    name: s.name!,
    nameEn: emptyToNull(s.name_en),
    kind: s.kind!,
    schLevelCode: schoolLevelOfKind(s.kind!),
    zip: emptyToNull(s.zip),
    addr: s.road_address!,
    addrDetail: emptyToNull(s.address_detail),
    telNo: emptyToNull(s.tel),
    faxNo: emptyToNull(s.fax),
    homepage: emptyToNull(s.homepage),
  }));
  for (const batch of chunk(rows, 1000)) await db.insert(school).values(batch).onConflictDoNothing();
  return rows.length;
}

/** A footer for every school that has none: its road address and telephone, the service's centre number. */
export async function seedFooterDetails(db: Db) {
  await db.execute(sql`
    insert into portal.footer_detail (sch_key, addr, tel_no, center_no, copy_right)
    select s.sch_key,
           s.addr || coalesce(' ' || s.addr_detail, ''),
           coalesce(s.tel_no, ''),
           ${SERVICE_CENTER_NO},
           'Copyright © ' || s.name || '. All rights reserved.'
    from portal.school s
    where not exists (select 1 from portal.footer_detail f where f.sch_key = s.sch_key)`);
}

export async function seedMainSetup(db: Db) {
  const rows = MAIN_SETUP_TABS.map((t, i) => ({
    setupCode: t.setupCode,
    setupName: t.name,
    sortOrder: i + 1,
    useYn: 'Y',
  }));
  await db.insert(mainSetup).values(rows).onConflictDoNothing();
}

export async function seedMenus(db: Db) {
  const rows = DEFAULT_MENUS.flatMap((g, groupIndex) =>
    g.items.map((it, i) => ({
      menuId: it.menuId,
      site: g.site,
      audience: g.audience,
      groupCode: g.groupCode,
      groupName: g.groupName,
      groupOrder: groupIndex + 1,
      menuName: it.menuName,
      routeName: it.routeName,
      sortOrder: i + 1,
      useYn: it.useYN,
    })),
  );
  await db.insert(menu).values(rows).onConflictDoNothing();
}

/** Service notices of the main site (dates fixed so the order is the same on every start). */
const SERVICE_NOTICES = [
  {
    title: '독서로 서비스 개편 안내',
    content: '학교별 사이트(초등·중등·고등)와 통합 도서검색이 새로워졌습니다. 이용에 참고해 주세요.',
    regDate: '2026-03-02T09:00:00+09:00',
  },
  {
    title: '학교도서관 DLS 인증 방법 안내',
    content: '마이페이지의 DLS 인증 메뉴에서 학교도서관 대출증을 연결하면 모바일 회원증을 쓸 수 있습니다.',
    regDate: '2026-03-09T09:00:00+09:00',
  },
  {
    title: '정기 점검에 따른 서비스 일시 중단 안내',
    content: '매월 첫째 주 일요일 02:00부터 06:00까지 시스템 점검으로 서비스 이용이 제한됩니다.',
    regDate: '2026-04-01T09:00:00+09:00',
  },
  {
    title: '2026 독서마라톤 참여 학교 모집',
    content: '학교별로 독서마라톤을 만들고 학생들과 함께 완주해 보세요. 선생님 메뉴에서 만들 수 있습니다.',
    regDate: '2026-04-15T09:00:00+09:00',
  },
  {
    title: '개인정보처리방침 개정 안내',
    content: '개인정보처리방침이 개정되어 2026년 5월 1일부터 시행됩니다.',
    regDate: '2026-04-24T09:00:00+09:00',
  },
];

export async function seedNotices(db: Db) {
  await db
    .insert(notice)
    .values(SERVICE_NOTICES.map((n) => ({ ...n, regDate: new Date(n.regDate) })))
    .onConflictDoNothing();
}
