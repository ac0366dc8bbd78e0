import { teacherApprovalMessages } from '../../features/teacher-approval/messages.ts';
import { overlay } from '../../lib/locale.ts';
import { classApplyMessages } from '../class-apply.ts';
import { classManageMessages } from '../class-manage.ts';
import { ko } from '../ko.ts';
import { libraryMessages } from '../library.ts';
import { membershipMessages } from '../membership.ts';
import { searchMessages } from '../search.ts';
import { teacherShareMessages } from '../teacher-share.ts';
import { wordListsMessages } from '../word-lists.ts';
import { classApplyEn } from './class-apply.ts';
import { classManageEn } from './class-manage.ts';
import { koEn } from './ko.ts';
import { libraryEn } from './library.ts';
import { applyLibraryCodeNamesEnglish } from './library-codes.ts';
import { membershipEn } from './membership.ts';
import { searchEn } from './search.ts';
import { teacherApprovalEn } from './teacher-approval.ts';
import { teacherShareEn } from './teacher-share.ts';
import { wordListsEn } from './word-lists.ts';

/**
 * The English catalogue (issue 26.4, decision 210), loaded only when the reader chose English, before
 * the first render: it writes each module's English texts over its Korean message object in place.
 * The Korean modules it imports are the same instances the pages import, so every page reads English.
 */
export function applyEnglishCatalogue(): void {
  overlay(ko, koEn);
  applyLibraryCodeNamesEnglish();
  overlay(libraryMessages, libraryEn);
  overlay(membershipMessages, membershipEn);
  overlay(wordListsMessages, wordListsEn);
  overlay(searchMessages, searchEn);
  overlay(classManageMessages, classManageEn);
  overlay(classApplyMessages, classApplyEn);
  overlay(teacherShareMessages, teacherShareEn);
  overlay(teacherApprovalMessages, teacherApprovalEn);
}
