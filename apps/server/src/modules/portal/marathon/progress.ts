import { GOAL_UNITS, MARATHON_TYPE, subjectName } from '@reading/contract/marathon/codes';
import type { MarathonProgress } from '@reading/contract/marathon/marathon';

/** What the progress rule reads of a marathon. */
export type Rule = {
  typeCode: string;
  goalUnitCode: string | null;
  goalCount: number | null;
  kdcCode: string | null;
  /** Kind 01: the chosen books' keys. */
  bookKeys: number[];
};

/** What the progress rule reads of a member's diaries. */
export type Read = { diaryCount: number; readPages: number; bookKeys: number[] };

/**
 * The marathon's rule (decision 181), computed on the server only:
 * - 01 chosen books: the chosen books with a diary, of all the chosen books;
 * - 02 target: distinct books with a diary of the goal's count, or pages of the goal's pages;
 * - 03 subject: distinct books of the subject with a diary (only those take a diary) of the goal's count.
 * The rate is a whole percent, at most 100; completion is 100.
 */
export function progressOf(rule: Rule, read: Read | undefined, completedAt: Date | null): MarathonProgress {
  const books = read?.bookKeys ?? [];
  const readCount =
    rule.typeCode === MARATHON_TYPE.specific
      ? books.filter((k) => rule.bookKeys.includes(k)).length
      : books.length;
  const goalCount = rule.typeCode === MARATHON_TYPE.specific ? rule.bookKeys.length : (rule.goalCount ?? 0);
  const byPages = rule.typeCode === MARATHON_TYPE.target && rule.goalUnitCode === '02';
  const done = byPages ? (read?.readPages ?? 0) : readCount;
  const progressRate = goalCount === 0 ? 0 : Math.min(100, Math.floor((done * 100) / goalCount));
  return {
    readCount,
    readPages: read?.readPages ?? 0,
    diaryCount: read?.diaryCount ?? 0,
    goalCount,
    progressRate,
    completedYn: completedAt ? 'Y' : 'N',
    completedDate: completedAt ? completedAt.toISOString() : null,
  };
}

/** The goal in words, for lists and the maker's table. */
export function goalLabelOf(rule: Omit<Rule, 'bookKeys'>, chosenCount: number): string {
  if (rule.typeCode === MARATHON_TYPE.specific) return `지정 도서 ${chosenCount}권`;
  if (rule.typeCode === MARATHON_TYPE.subject)
    return `${subjectName(rule.kdcCode)} 책 ${rule.goalCount ?? 0}권`;
  const unit = GOAL_UNITS.find((u) => u.code === rule.goalUnitCode)?.name ?? '권';
  return unit === '권' ? `책 ${rule.goalCount ?? 0}권` : `${rule.goalCount ?? 0}쪽`;
}
