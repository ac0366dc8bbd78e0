import { type GradeRule, gradeNameOf } from '@reading/contract/library/grades';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { loanRule } from '../../../db/schema/library-services.ts';

/**
 * The loan rules a library starts with (docs/decisions/040), per grade: 0 staff, 1–6 school years.
 * A library's own rows in `library.loan_rule` override them.
 */
export const DEFAULT_LOAN_RULES: Omit<GradeRule, 'gradeName'>[] = [
  { grade: 0, loanLimit: 10, loanDays: 30, renewLimit: 2, rsvtLimit: 5 },
  { grade: 1, loanLimit: 3, loanDays: 14, renewLimit: 1, rsvtLimit: 2 },
  { grade: 2, loanLimit: 3, loanDays: 14, renewLimit: 1, rsvtLimit: 2 },
  { grade: 3, loanLimit: 4, loanDays: 14, renewLimit: 1, rsvtLimit: 3 },
  { grade: 4, loanLimit: 4, loanDays: 14, renewLimit: 1, rsvtLimit: 3 },
  { grade: 5, loanLimit: 5, loanDays: 14, renewLimit: 1, rsvtLimit: 3 },
  { grade: 6, loanLimit: 5, loanDays: 14, renewLimit: 1, rsvtLimit: 3 },
];

/** The rule grades in order (0 staff, 1–6 school years): `library.checkout` takes its rules per grade. */
export const RULE_GRADES = [0, 1, 2, 3, 4, 5, 6] as const;

/** A patron's grade for the rules: their school year, or 0 (staff and others). */
export const ruleGrade = (grade: number | null) => (grade && grade >= 1 && grade <= 6 ? grade : 0);

/** Rules change a few times a year; each process keeps a library's list this long. */
const RULES_CACHE_MS = 60_000;

export function createRulesService(db: Db) {
  const cache = new Map<string, { at: number; list: Promise<GradeRule[]> }>();
  function gradeList(libCode: string): Promise<GradeRule[]> {
    const hit = cache.get(libCode);
    if (hit && Date.now() - hit.at < RULES_CACHE_MS) return hit.list;
    const list = readGradeList(libCode);
    cache.set(libCode, { at: Date.now(), list });
    list.catch(() => cache.delete(libCode));
    return list;
  }
  async function readGradeList(libCode: string): Promise<GradeRule[]> {
    const own = await db
      .select()
      .from(loanRule)
      .where(eq(loanRule.libCode, libCode))
      .orderBy(asc(loanRule.grade));
    const byGrade = new Map(own.map((r) => [r.grade, r]));
    return DEFAULT_LOAN_RULES.map((d) => {
      const r = byGrade.get(d.grade);
      const rule = r
        ? {
            grade: r.grade,
            loanLimit: r.loanLimit,
            loanDays: r.loanDays,
            renewLimit: r.renewLimit,
            rsvtLimit: r.rsvtLimit,
          }
        : d;
      return { ...rule, gradeName: gradeNameOf(rule.grade) };
    });
  }
  return {
    gradeList,
    /** The rule for a patron's grade in a library. */
    async ruleFor(libCode: string, grade: number | null): Promise<GradeRule> {
      const list = await gradeList(libCode);
      return list.find((r) => r.grade === ruleGrade(grade)) ?? list[0]!;
    },
  };
}

export type RulesService = ReturnType<typeof createRulesService>;
