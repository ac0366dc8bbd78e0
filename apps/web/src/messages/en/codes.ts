import { BADGE_TYPES, type BadgeTypeCode } from '@reading/contract/codes/badge-types';
import { MEMBER_TYPE_LABELS, type MemberTypeCode } from '@reading/contract/codes/member-types';
import { REGIONS, type RegionCode } from '@reading/contract/codes/regions';
import { SCHOOL_LEVELS, type SchoolLevelCode } from '@reading/contract/codes/school-levels';

/** The menu's entries in English, by menuId (the contract's default menus name them in Korean). */
export const menuNamesEn: Record<string, string> = {
  'm1-total': 'Search all',
  'm1-school': 'Search by school',
  'm3-recommend': 'Recommended activities',
  'm3-quiz': 'Reading quizzes',
  'm3-marathon': 'Reading marathons',
  'm3-balance': 'Balance games',
  'm3-quiz-contest': 'Golden Bell quiz contests',
  'm3-newsgroup': 'Reading discussion rooms',
  'm3-group': 'Reading clubs',
  'm3-portfolio': 'Portfolios',
  'm4-novel': 'Journeys through novels',
  'm4-human': 'The world through people',
  'm4-travel': 'Travel books',
  'm4-history': 'This day in history',
  'm4-language': 'The world through languages',
  'm5-notice': 'Notices',
  'm5-faq': 'FAQ',
  'm5-system': 'System guide',
  'm5-gooduse': 'Good practice',
  'm5-dls': 'About DLS',
  'm5-howto': 'How to use',
  'm5-guide': 'About the service',
  's1-contest': 'Reading activities',
  's1-marathon': 'Reading marathons',
  's1-quiz-contest': 'Golden Bell quiz contests',
  's1-report-contest': 'Book report contests',
  's1-group': 'Reading clubs',
  's2-quiz': 'Reading quizzes',
  's2-balance': 'Balance games',
  's2-discussion': 'Reading discussion rooms',
  's2-virtual': 'Virtual reading meetups',
  's2-portfolio': 'Portfolios',
  's4-dashboard': 'Dashboard',
  's4-activities': 'My reading activities',
  's4-badge': 'My badges',
  's4-library': 'Loans and reservations',
  's4-wish': 'Request a book',
  's4-shelf': 'My bookshelves',
  's4-card': 'Mobile library card',
  's5-notice': 'School notices',
  's5-faq': 'FAQ',
  's5-news': 'Library news',
  's5-inquiry': 'Contact us',
  's5-consulting': 'Reading counselling',
  't1-manage': 'Manage reading activities',
  't2-portfolio': 'Manage portfolios',
  't3-review': 'Manage comments',
  't4-share': "Teachers' sharing room",
  't5-class': 'Library lesson requests',
  't5-class-loans': "My class's loans",
  ...Object.fromEntries(
    ['m2', 's3'].flatMap((prefix) => [
      [`${prefix}-popular`, 'Popular books'],
      [`${prefix}-student`, 'Picks by students and teachers'],
      [`${prefix}-center`, 'Picks by the agency'],
      [`${prefix}-accession`, 'New arrivals'],
      [`${prefix}-customized`, 'Books for you'],
    ]),
  ),
};

/** The menu's groups in English, by groupCode. */
export const menuGroupNamesEn: Record<string, string> = {
  M1: 'Book search',
  M2: 'Recommended books',
  M3: 'Explore reading activities',
  M4: 'Books to your taste',
  M5: 'Help',
  S1: 'Group reading activities',
  S2: 'Free reading activities',
  S3: 'Recommended books',
  S4: 'My page',
  S5: 'Help',
  T1: 'Reading activities',
  T2: 'Portfolios',
  T3: 'Comments',
  T4: "Teachers' room",
  T5: 'Class support',
};

const SCHOOL_LEVEL_NAMES: Record<SchoolLevelCode, { name: string; shortName: string }> = {
  '01': { name: 'Elementary school', shortName: 'Elementary' },
  '02': { name: 'Middle school', shortName: 'Middle' },
  '03': { name: 'High school', shortName: 'High' },
};

/** Regions by their offices of education: the names used in English by the offices themselves. */
const REGION_NAMES: Record<RegionCode, { name: string; fullName: string }> = {
  A10: { name: 'All', fullName: 'All regions' },
  B10: { name: 'Seoul', fullName: 'Seoul' },
  C10: { name: 'Busan', fullName: 'Busan' },
  D10: { name: 'Daegu', fullName: 'Daegu' },
  E10: { name: 'Incheon', fullName: 'Incheon' },
  F10: { name: 'Gwangju', fullName: 'Gwangju' },
  G10: { name: 'Daejeon', fullName: 'Daejeon' },
  H10: { name: 'Ulsan', fullName: 'Ulsan' },
  I10: { name: 'Sejong', fullName: 'Sejong' },
  J10: { name: 'Gyeonggi', fullName: 'Gyeonggi Province' },
  K10: { name: 'Gangwon', fullName: 'Gangwon State' },
  M10: { name: 'Chungbuk', fullName: 'North Chungcheong Province' },
  N10: { name: 'Chungnam', fullName: 'South Chungcheong Province' },
  P10: { name: 'Jeonbuk', fullName: 'Jeonbuk State' },
  Q10: { name: 'Jeonnam', fullName: 'South Jeolla Province' },
  R10: { name: 'Gyeongbuk', fullName: 'North Gyeongsang Province' },
  S10: { name: 'Gyeongnam', fullName: 'South Gyeongsang Province' },
  T10: { name: 'Jeju', fullName: 'Jeju Special Self-Governing Province' },
  V10: { name: 'Overseas', fullName: 'Korean schools overseas' },
};

const MEMBER_TYPE_NAMES: Record<MemberTypeCode, string> = {
  '01': 'Student',
  '02': 'Teacher',
  '03': 'School manager',
  '04': 'General',
};

const BADGE_TYPE_NAMES: Record<BadgeTypeCode, string> = {
  '01': 'Loans and returns',
  '02': 'Reading activities',
  '03': 'Reading clubs',
  '04': 'Discussion rooms',
  '05': 'Golden Bell',
  '06': 'Balance games',
  '07': 'Reading marathons',
  '08': 'Reading quizzes',
};

/** A code table's entry as the overlay writes it: its names are plain texts. */
type Mutable<T> = { -readonly [K in keyof T]: T[K] extends string ? string : T[K] };

/**
 * The contract's code tables are the one source of codes for both sides; in the browser the English
 * catalogue renames their entries in place, code by code (codes, paths and keys untouched).
 */
export function applyCodeNamesEnglish(): void {
  for (const level of SCHOOL_LEVELS)
    Object.assign(level as Mutable<typeof level>, SCHOOL_LEVEL_NAMES[level.code]);
  for (const region of REGIONS) Object.assign(region as Mutable<typeof region>, REGION_NAMES[region.code]);
  Object.assign(MEMBER_TYPE_LABELS, MEMBER_TYPE_NAMES);
  for (const badge of BADGE_TYPES) (badge as Mutable<typeof badge>).name = BADGE_TYPE_NAMES[badge.code];
}
