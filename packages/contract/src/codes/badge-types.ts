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
export const BADGES_PER_ROW = 3;

/** `badgeType` 1, 2 or 3 maps to level 3, 2 or 1 (spec 000 §3). */
export function badgeLevelOf(badgeType: 1 | 2 | 3): 1 | 2 | 3 {
  return (4 - badgeType) as 1 | 2 | 3;
}

/** Earned badges are the items with a regDate. */
export function earnedBadgeCount(items: ReadonlyArray<{ regDate?: string | null }>): number {
  return items.filter((i) => Boolean(i.regDate)).length;
}
