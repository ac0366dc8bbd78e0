import { overlay } from '../../lib/locale.ts';
import { curationMessages } from '../curation.ts';
import { balanceMessages, discussionMessages, newsgroupMessages } from '../debate.ts';
import { groupMessages } from '../groups.ts';
import { ko } from '../ko.ts';
import { marathonMessages } from '../marathon.ts';
import { portfolioMessages } from '../portfolio.ts';
import { contestMessages, quizMessages } from '../quiz.ts';
import { activityMessages } from '../reading-activities.ts';
import { reportContestMessages } from '../report-contest.ts';
import { curationMessagesEn } from './curation.ts';
import { balanceMessagesEn, discussionMessagesEn, newsgroupMessagesEn } from './debate.ts';
import { groupMessagesEn } from './groups.ts';
import { koEn } from './ko.ts';
import { marathonMessagesEn } from './marathon.ts';
import { portfolioMessagesEn } from './portfolio.ts';
import { contestMessagesEn, quizMessagesEn } from './quiz.ts';
import { activityMessagesEn } from './reading-activities.ts';
import { reportContestMessagesEn } from './report-contest.ts';

/**
 * The English catalogue (issue 26.4, decision 210), loaded only when the reader chose English, before
 * the first render: it writes each module's English texts over its Korean message object in place.
 * The Korean modules it imports are the same instances the pages import, so every page reads English.
 */
export function applyEnglishCatalogue(): void {
  overlay(ko, koEn);
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
