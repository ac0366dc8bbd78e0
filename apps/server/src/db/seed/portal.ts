import { REGIONS } from '@reading/contract/codes/regions';
import { schoolLevelOfKind } from '@reading/contract/codes/school-levels';
import { MAIN_SETUP_TABS } from '@reading/contract/main/main-setup-tabs';
import { DEFAULT_MENUS } from '@reading/contract/menus/default-menus';
import { SERVICE_CENTER_NO } from '@reading/contract/service';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { mainSetup, menu, region, school } from '../schema/portal.ts';
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
