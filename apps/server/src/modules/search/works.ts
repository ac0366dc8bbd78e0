import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { compareVolumes } from './catalogue/record-title.ts';

/**
 * Works (decision 240): the records of one title and author — volumes and editions — share a
 * `work_key`. Search lists one result per work, from its head record: the most borrowed member (then
 * the newest, then the lowest key), so the work ranks by its best-known edition. The head's tokens are
 * the union of every member's, so a word of any member's subtitle or series finds the work.
 *
 * Run after the catalogue or the popularity changes (seed, import, the popularity refresh); only rows
 * whose head mark or tokens change are written.
 */
export async function assignWorkHeads(db: Db): Promise<void> {
  await db.execute(sql`
    with ranked as (
      select book_key, row_number() over (
        partition by work_key order by popularity desc, pub_year desc nulls last, book_key) = 1 as head
      from search.book where work_key <> ''
    )
    update search.book b set work_head = r.head
    from ranked r where r.book_key = b.book_key and b.work_head <> r.head`);
  await db.execute(sql`
    with shared as (
      select work_key from search.book where work_key <> '' group by work_key having count(*) > 1
    ), merged as (
      select m.work_key, array_to_tsvector(array_agg(distinct lexeme)) as tokens
      from search.book m join shared s on s.work_key = m.work_key
        cross join lateral unnest(tsvector_to_array(m.search_tokens)) as lexeme
      group by m.work_key
    )
    update search.book b set search_tokens = merged.tokens
    from merged where b.work_key = merged.work_key and b.work_head
      and b.search_tokens is distinct from merged.tokens`);
}

/**
 * The volumes of each work in reading order ('1', '2', … '15'), the one piece every book list uses to
 * show a work once with its volumes (decision 240). Works of one volume answer an empty list.
 */
export async function volumesOfWorks(db: Db, workKeys: readonly string[]): Promise<Map<string, string[]>> {
  const keys = [...new Set(workKeys.filter(Boolean))];
  if (keys.length === 0) return new Map();
  const { rows } = (await db.execute(sql`
    select work_key, array_agg(distinct volume) as volumes from search.book
    where work_key in (${sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    )}) and volume is not null group by work_key`)) as unknown as {
    rows: { work_key: string; volumes: string[] }[];
  };
  return new Map(
    rows.map((r) => {
      const volumes = [...r.volumes].sort(compareVolumes);
      return [r.work_key, volumes.length > 1 ? volumes : []];
    }),
  );
}
