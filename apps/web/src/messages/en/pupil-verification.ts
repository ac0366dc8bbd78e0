import type { Translation } from '../../lib/locale.ts';
import type { pupilVerificationMessages } from '../pupil-verification.ts';

/** Pupil verification's texts in English (decision 210): the keys of its messages.ts. */
export const pupilVerificationEn: Translation<typeof pupilVerificationMessages> = {
  requestTypes: { signup: 'Sign-up', classChange: 'Grade and class change' },
  label: 'About pupil verification',
  title: 'Your pupil verification is pending.',
  refusedTitle: 'Your pupil verification was refused.',
  reason: 'Reason:',
  explain:
    "Until you are verified you can see public pages only. Your school's and class's reading activities, golden bells, group readings and messages to teachers open once you are verified. There are three ways:",
  wayTeacher: 'Your class teacher or school manager approves your sign-up.',
  wayCode: 'Enter below the class code your teacher gives you.',
  wayCard: 'Link your library card with the code from your school library.',
  cardLink: 'Link my library card',
  codeLabel: 'Class code',
  codeSubmit: 'Verify',
  codeRequired: 'Enter the 8-character class code from your teacher.',
  listTitle: 'Pupil verifications and class changes',
  listLead:
    'Pupils who signed up for your class or want to change grade and class. Check and approve, or refuse with a reason.',
  empty: 'No requests are waiting.',
  loadFailed: 'The requests could not be loaded.',
  paging: 'Request list pages',
  claimed: (grade, classNo) => `Grade ${grade ?? '-'} class ${classNo ?? '-'}`,
  change: (from, to) => `${from} → ${to}`,
  requested: (date) => `Requested ${date}`,
  codesTitle: 'Class codes',
  codesLead:
    'Give pupils the class code and they verify themselves by entering it. A code works for 7 days; a new code replaces the old one.',
  noClasses: 'You have no classes. Add your classes below to issue class codes.',
  noCode: 'No code issued',
  until: (date) => `Until ${date}`,
  issue: 'Issue code',
  issueLabel: (cls) => `Issue a class code for ${cls}`,
  revoke: 'Revoke',
  revokeLabel: (cls) => `Revoke the class code for ${cls}`,
};
