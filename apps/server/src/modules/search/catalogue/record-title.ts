import { compactOf } from './tokenize.ts';

/**
 * A catalogue title as the sources write it, MARC-style (decision 240):
 *
 *   (series) title proper :subtitle =parallel title /statement of responsibility
 *
 * '(이상한 과자 가게) 전천당' is the title 전천당 in the series 이상한 과자 가게; '예언 =Prediction' the
 * title 예언 with the parallel title Prediction; '종의 기원 =정유정 장편소설 /The origin of species' the
 * title 종의 기원. The series is kept as its own field; a parallel title is kept as the subtitle when
 * the record has none, so no word of the source is lost to search.
 */
export type RecordTitle = { title: string; subtitle: string | null; series: string | null };

const clean = (text: string | undefined | null) => {
  const trimmed = (text ?? '').replace(/\s+/g, ' ').trim();
  return trimmed || null;
};

export function parseRecordTitle(full: string): RecordTitle {
  let rest = full.trim();
  let series: string | null = null;
  const bracket = /^\(([^()]+)\)\s*(.+)$/.exec(rest);
  if (bracket) {
    series = clean(bracket[1]);
    rest = bracket[2]!;
  }
  // The parallel title starts at ' =' (or '=' after a word); responsibility at ' /'.
  let parallel: string | null = null;
  const equals = rest.search(/\s=|=(?=\S)/);
  if (equals > 0) {
    parallel = clean(rest.slice(rest.indexOf('=', equals) + 1).split(/\s\//)[0]);
    rest = rest.slice(0, equals);
  }
  const slash = rest.search(/\s\//);
  if (slash > 0) rest = rest.slice(0, slash);
  const colon = rest.indexOf(':');
  const title = clean(colon > 0 ? rest.slice(0, colon) : rest) ?? full.trim();
  const subtitle = colon > 0 ? clean(rest.slice(colon + 1)) : null;
  return { title, subtitle: subtitle ?? parallel, series };
}

/** Roles written around a name in a statement of responsibility ('원작: 흔한남매', '권정생 글'). */
const ROLE = '(?:원작|글|그림|지음|저|옮김|역|엮음|글·그림|글그림|편|편저|감수)';
const ROLE_BEFORE = new RegExp(`^${ROLE}\\s*[:：]\\s*`);
const ROLE_AFTER = new RegExp(`\\s+${ROLE}$`);

/**
 * The first name of a statement of responsibility, without its role: '히로시마 레이코 글 ;김정화 옮김'
 * and '히로시마 레이코' are the same author; '원작: 흔한남매 ;그림: 유난희' is 흔한남매.
 */
export function mainAuthorOf(author: string | null | undefined): string {
  const first = (author ?? '').split(/[;,]/)[0] ?? '';
  return first.trim().replace(ROLE_BEFORE, '').replace(ROLE_AFTER, '').trim();
}

/**
 * The work a record belongs to (decision 240): the compact title proper and main author. Volumes and
 * editions of one work share it; the search lists one result per work.
 */
export function workKeyOf(title: string, author: string | null | undefined): string {
  return `${compactOf(title)}|${compactOf(mainAuthorOf(author))}`;
}

/** Volume labels in reading order: numbers by value ('2' before '10'), then the rest as text. */
export function compareVolumes(a: string | null, b: string | null): number {
  const na = a === null ? Number.NaN : Number.parseFloat(a);
  const nb = b === null ? Number.NaN : Number.parseFloat(b);
  if (!Number.isNaN(na) && !Number.isNaN(nb) && na !== nb) return na - nb;
  if (Number.isNaN(na) !== Number.isNaN(nb)) return Number.isNaN(na) ? 1 : -1;
  return (a ?? '').localeCompare(b ?? '', 'ko');
}
