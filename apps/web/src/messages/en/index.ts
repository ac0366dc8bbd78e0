import { overlay, setServerMessageTranslator } from '../../lib/locale.ts';
import { classApplyMessages } from '../class-apply.ts';
import { classManageMessages } from '../class-manage.ts';
import { curationMessages } from '../curation.ts';
import { balanceMessages, discussionMessages, newsgroupMessages } from '../debate.ts';
import { formMessages } from '../forms.ts';
import { groupMessages } from '../groups.ts';
import { homeMessages } from '../home.ts';
import { ko } from '../ko.ts';
import { libraryMessages } from '../library.ts';
import { loginMessages } from '../login.ts';
import { marathonMessages } from '../marathon.ts';
import { membershipMessages } from '../membership.ts';
import { popupMessages } from '../popups.ts';
import { portfolioMessages } from '../portfolio.ts';
import { contestMessages, quizMessages } from '../quiz.ts';
import { activityMessages } from '../reading-activities.ts';
import { reportContestMessages } from '../report-contest.ts';
import { ROUTE_TITLES } from '../route-titles.ts';
import { searchMessages } from '../search.ts';
import { signupMessages } from '../signup.ts';
import { teacherApprovalMessages } from '../teacher-approval.ts';
import { teacherShareMessages } from '../teacher-share.ts';
import { wordListsMessages } from '../word-lists.ts';
import { classApplyEn } from './class-apply.ts';
import { classManageEn } from './class-manage.ts';
import { applyCodeNamesEnglish } from './codes.ts';
import { curationMessagesEn } from './curation.ts';
import { balanceMessagesEn, discussionMessagesEn, newsgroupMessagesEn } from './debate.ts';
import { groupMessagesEn } from './groups.ts';
import { homeEn } from './home.ts';
import { koEn } from './ko.ts';
import { libraryEn } from './library.ts';
import { applyLibraryCodeNamesEnglish } from './library-codes.ts';
import { marathonMessagesEn } from './marathon.ts';
import { membershipEn } from './membership.ts';
import { portfolioMessagesEn } from './portfolio.ts';
import { contestMessagesEn, quizMessagesEn } from './quiz.ts';
import { activityMessagesEn } from './reading-activities.ts';
import { reportContestMessagesEn } from './report-contest.ts';
import { routeTitlesEn } from './route-titles.ts';
import { searchEn } from './search.ts';
import { englishServerMessage } from './server-messages/index.ts';
import { formEn, loginEn, popupEn, signupEn } from './signup.ts';
import { teacherApprovalEn } from './teacher-approval.ts';
import { teacherShareEn } from './teacher-share.ts';
import { wordListsEn } from './word-lists.ts';

/**
 * The English catalogue (issue 26.4, decision 210), loaded only when the reader chose English, before
 * the first render: it writes each module's English texts over its Korean message object in place.
 * The Korean modules it imports are the same instances the pages import, so every page reads English.
 * Messages from the server and the contract's schemas go through one translator (decision 211).
 */
export function applyEnglishCatalogue(): void {
  applyCodeNamesEnglish();
  overlay(ko, koEn);
  overlay(ROUTE_TITLES, routeTitlesEn);
  overlay(homeMessages, homeEn);
  overlay(signupMessages, signupEn);
  overlay(loginMessages, loginEn);
  overlay(formMessages, formEn);
  overlay(popupMessages, popupEn);
  setServerMessageTranslator(englishServerMessage);
  applyLibraryCodeNamesEnglish();
  overlay(libraryMessages, libraryEn);
  overlay(membershipMessages, membershipEn);
  overlay(wordListsMessages, wordListsEn);
  overlay(searchMessages, searchEn);
  overlay(classManageMessages, classManageEn);
  overlay(classApplyMessages, classApplyEn);
  overlay(teacherShareMessages, teacherShareEn);
  overlay(teacherApprovalMessages, teacherApprovalEn);
  overlay(activityMessages, activityMessagesEn);
  overlay(reportContestMessages, reportContestMessagesEn);
  overlay(portfolioMessages, portfolioMessagesEn);
  overlay(curationMessages, curationMessagesEn);
  overlay(quizMessages, quizMessagesEn);
  overlay(contestMessages, contestMessagesEn);
  overlay(marathonMessages, marathonMessagesEn);
  overlay(groupMessages, groupMessagesEn);
  overlay(balanceMessages, balanceMessagesEn);
  overlay(discussionMessages, discussionMessagesEn);
  overlay(newsgroupMessages, newsgroupMessagesEn);
}
