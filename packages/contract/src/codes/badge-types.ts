/** Badge type codes (spec 000 §3): eight categories, three levels each. */
export const BADGE_TYPES = [
  { code: '01', name: '대출/반납', key: 'book' },
  { code: '02', name: '독서활동 작성', key: 'report' },
  { code: '03', name: '독서동아리', key: 'club' },
  { code: '04', name: '토론방', key: 'debate' },
  { code: '05', name: '골든벨', key: 'goldenbell' },
  { code: '06', name: '밸런스게임', key: 'balance' },
  { code: '07', name: '독서마라톤', key: 'marathon' },
  { code: '08', name: '독서퀴즈', key: 'quiz' },
] as const;

export type BadgeTypeCode = (typeof BADGE_TYPES)[number]['code'];
export const BADGE_LEVELS = [1, 2, 3] as const;
export type BadgeLevel = (typeof BADGE_LEVELS)[number];

/**
 * How many activities of a category earn lv1, lv2 and lv3 (decision 090): a badge is awarded once, when
 * the member's count in the category reaches the threshold.
 */
export const BADGE_THRESHOLDS: Record<BadgeTypeCode, readonly [number, number, number]> = {
  '01': [3, 10, 30],
  '02': [1, 10, 30],
  '03': [1, 5, 15],
  '04': [1, 5, 20],
  '05': [1, 3, 10],
  '06': [1, 5, 20],
  '07': [1, 3, 5],
  '08': [1, 10, 30],
};

/** The count that earns a level of a category. */
export function badgeGoal(code: BadgeTypeCode, level: BadgeLevel): number {
  const [lv1, lv2, lv3] = BADGE_THRESHOLDS[code];
  return level === 1 ? lv1 : level === 2 ? lv2 : lv3;
}

/** The levels a count reaches in a category, lowest first. */
export function levelsReached(code: BadgeTypeCode, count: number): BadgeLevel[] {
  return BADGE_LEVELS.filter((level) => count >= badgeGoal(code, level));
}

/** `badgeType` of a level: lv1 is badgeType 3, lv3 is badgeType 1 (the map is its own inverse). */
export function badgeTypeOf(level: BadgeLevel): 1 | 2 | 3 {
  return badgeLevelOf(level);
}

export function isBadgeTypeCode(code: string): code is BadgeTypeCode {
  return BADGE_TYPES.some((t) => t.code === code);
}
export const BADGES_PER_ROW = 3;

/** `badgeType` 1, 2 or 3 maps to level 3, 2 or 1 (spec 000 §3). */
export function badgeLevelOf(badgeType: 1 | 2 | 3): 1 | 2 | 3 {
  return (4 - badgeType) as 1 | 2 | 3;
}

/** Earned badges are the items with a regDate. */
export function earnedBadgeCount(items: ReadonlyArray<{ regDate?: string | null }>): number {
  return items.filter((i) => Boolean(i.regDate)).length;
}
