import { VERIFY_STATUS_LABELS, type VerifyStatus } from '@reading/contract/auth/teacher-verification';
import { FURNISH_STATUS_NAMES, type FurnishStatus } from '@reading/contract/library/furnish-books';
import {
  ILL_ACTION_NAMES,
  ILL_STATUS_NAMES,
  type IllAction,
  type IllStatus,
} from '@reading/contract/library/ill';
import { RESERVATION_STATUS_NAMES, type ReservationStatus } from '@reading/contract/library/reservations';
import {
  CATEGORIES,
  HOLDING_STATUS_NAMES,
  type HoldingStatus,
  KDC_CLASSES,
  LANGUAGES,
} from '@reading/contract/search/search';
import { LESSON_STATUS_NAMES, type LessonStatusCode } from '@reading/contract/teachersupport/lesson-apply';
import { SHARE_LEVELS, SHARE_SCOPES, SHARE_SUBJECTS } from '@reading/contract/teachersupport/share-room';

const HOLDING_STATUS: Record<HoldingStatus, string> = {
  AVAILABLE: 'Available',
  ON_LOAN: 'On loan',
  RESERVED: 'Reserved',
  NON_LENDING: 'Library use only',
  LOST: 'Lost',
};

/** The main classes of the Korean Decimal Classification, as the National Library of Korea names them. */
const KDC_CLASS: Record<(typeof KDC_CLASSES)[number]['code'], string> = {
  '0': 'General works',
  '1': 'Philosophy',
  '2': 'Religion',
  '3': 'Social sciences',
  '4': 'Natural sciences',
  '5': 'Technology',
  '6': 'Arts',
  '7': 'Language',
  '8': 'Literature',
  '9': 'History',
};

/** The readers a book is for (the ISBN add-on code's first digit, decision 291's readership filter). */
const CATEGORY: Record<(typeof CATEGORIES)[number]['code'], string> = {
  '0': 'General',
  '1': 'Practical',
  '4': 'Teenagers',
  '5': 'Secondary study aids',
  '6': 'Primary study aids',
  '7': 'Children',
  '9': 'Specialist',
};

const LANGUAGE: Record<(typeof LANGUAGES)[number]['code'], string> = {
  kor: 'Korean',
  eng: 'English',
  jpn: 'Japanese',
  chi: 'Chinese',
};

const RESERVATION_STATUS: Record<ReservationStatus, string> = {
  WAITING: 'Waiting',
  READY: 'Ready (on the holds shelf)',
  LOANED: 'Borrowed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

const ILL_STATUS: Record<IllStatus, string> = {
  REQUESTED: 'Requested',
  APPROVED: 'Approved',
  SENT: 'Sent',
  RECEIVED: 'Arrived',
  RETURNED: 'Returned',
  REFUSED: 'Refused',
};

const ILL_ACTION: Record<IllAction, string> = {
  approve: 'Approve',
  send: 'Send',
  receive: 'Confirm arrival',
  return: 'Confirm return',
  refuse: 'Refuse',
};

const FURNISH_STATUS: Record<FurnishStatus, string> = {
  REQUESTED: 'Requested',
  ACCEPTED: 'To be bought',
  DECLINED: 'Declined',
};

const LESSON_STATUS: Record<LessonStatusCode, string> = {
  '01': 'Requested',
  '02': 'New time proposed',
  '03': 'Approved',
  '04': 'Declined',
  '05': 'Cancelled',
};

const SHARE_SUBJECT: Record<(typeof SHARE_SUBJECTS)[number]['codeId'], string> = {
  '01': 'Korean',
  '02': 'Social studies',
  '03': 'Science',
  '04': 'Mathematics',
  '05': 'English',
  '06': 'Arts',
  '07': 'Creative experiential activities',
  '08': 'Reading education',
};

const SHARE_LEVEL: Record<(typeof SHARE_LEVELS)[number]['codeId'], string> = {
  '01': 'Elementary',
  '02': 'Middle',
  '03': 'High',
};

const SHARE_SCOPE: Record<(typeof SHARE_SCOPES)[number]['codeId'], string> = {
  '04': 'All schools',
  '02': 'Our school only',
};

const VERIFY_STATUS: Record<VerifyStatus, string> = {
  pending: 'Pending',
  verified: 'Approved',
  refused: 'Refused',
};

/** Renames a code list's entries in place, entry by entry, by the code under `key`. */
function rename<K extends string, N extends string>(
  list: readonly ({ [k in K]: string } & { [n in N]: string })[],
  key: K,
  nameKey: N,
  names: Record<string, string>,
) {
  for (const entry of list) {
    const name = names[entry[key]];
    if (name) (entry as Record<string, string>)[nameKey] = name;
  }
}

/**
 * The library, search and teacher-support code names in English (decision 210): the contract's tables
 * are the one source of these names for both sides (the server answers `statusName` from them); in
 * the browser, English renames their entries in place, code by code (codes untouched), and the pages
 * read the tables by code.
 */
export function applyLibraryCodeNamesEnglish(): void {
  Object.assign(HOLDING_STATUS_NAMES, HOLDING_STATUS);
  Object.assign(RESERVATION_STATUS_NAMES, RESERVATION_STATUS);
  Object.assign(ILL_STATUS_NAMES, ILL_STATUS);
  Object.assign(ILL_ACTION_NAMES, ILL_ACTION);
  Object.assign(FURNISH_STATUS_NAMES, FURNISH_STATUS);
  Object.assign(LESSON_STATUS_NAMES, LESSON_STATUS);
  Object.assign(VERIFY_STATUS_LABELS, VERIFY_STATUS);
  rename(KDC_CLASSES, 'code', 'name', KDC_CLASS);
  rename(LANGUAGES, 'code', 'name', LANGUAGE);
  rename(CATEGORIES, 'code', 'name', CATEGORY);
  rename(SHARE_SUBJECTS, 'codeId', 'codeName', SHARE_SUBJECT);
  rename(SHARE_LEVELS, 'codeId', 'codeName', SHARE_LEVEL);
  rename(SHARE_SCOPES, 'codeId', 'codeName', SHARE_SCOPE);
}
