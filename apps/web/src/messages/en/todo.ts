import type { Translation } from '../../lib/locale.ts';
import type { todoMessages } from '../todo.ts';

/** The to-do panel's texts in English (decision 286). */
export const todoEn: Translation<typeof todoMessages> = {
  title: 'To do',
  lead: 'What waits for your approval or review. Choose an item to open the page where you decide it.',
  empty: 'Nothing to do right now.',
  loading: 'Loading your to-do list.',
  loadError: 'Your to-do list could not be loaded.',
  count: (n) => `${n}`,
  more: (n) => `See all (${n})`,
  waiting: (n) => `${n} to do`,
  kinds: {
    pupilApproval: 'Pupils awaiting approval',
    teacherApproval: 'Teachers awaiting approval',
    groupApproval: 'Reading clubs awaiting approval',
    balanceApproval: 'Balance games awaiting approval',
    activityReview: 'Reading activities to review',
  },
};
