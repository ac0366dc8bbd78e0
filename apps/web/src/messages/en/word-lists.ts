import { formatNumber, type Translation } from '../../lib/locale.ts';
import type { wordListsMessages } from '../word-lists.ts';

/** The search-word and banned-word page's texts in English (decision 210): the keys of messages/word-lists.ts. */
export const wordListsEn: Translation<typeof wordListsMessages> = {
  title: 'Blocked search terms and banned words',
  description:
    "The school library manager keeps the school's blocked search terms and the nationwide banned words.",
  managerOnly: 'Only school library managers can use this page.',
  noSchool: "Your school could not be confirmed, so its blocked search terms can't be managed.",
  blockTitle: "Our school's blocked search terms",
  blockHelp: "Words no one can search for on our school's site. Nationwide blocked terms can't be removed.",
  blockInput: 'Search term to block',
  bannedTitle: 'Banned words',
  bannedHelp:
    'Words members cannot use in their writing, applied nationwide. Only the words our school added can be removed.',
  bannedInput: 'Word to ban',
  add: 'Add',
  remove: 'Remove',
  removeLabel: (word) => `Remove ${word}`,
  nationwide: 'Nationwide',
  ownSchool: 'Our school',
  seeded: 'Default',
  otherSchool: 'Another school',
  empty: 'No words yet.',
  count: (n) => `${formatNumber(n)} ${n === 1 ? 'word' : 'words'}`,
  loadFailed: 'The list could not be loaded.',
  added: (word) => `Added '${word}'.`,
  removed: (word) => `Removed '${word}'.`,
  confirmRemove: (word) => `Remove '${word}'?`,
};
