import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

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
