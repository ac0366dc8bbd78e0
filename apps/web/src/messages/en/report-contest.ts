import type { Translation } from '../../lib/locale.ts';
import type { reportContestMessages } from '../report-contest.ts';
import { count } from './words.ts';

const day = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

/** Reading-report contests in English (decision 210): the same keys as messages/report-contest.ts. */
export const reportContestMessagesEn: Translation<typeof reportContestMessages> = {
  loginNeeded: 'Please log in to use this page.',
  login: 'Log in',
  listLead: "Enter a book report you wrote in your school's contests or in the nationwide ones.",
  nationwide: 'Nationwide',
  nationwideContest: 'Nationwide contest',
  ourSchool: 'Our school',
  open: 'Open a contest',
  empty: 'There are no book report contests open.',
  loading: 'Loading…',
  loadError: 'Could not load the contests.',
  notFound: 'Contest not found.',
  period: (start, end) => `${day(start)} – ${day(end)}`,
  target: (grade) => (grade ? `Grade ${grade}` : 'All grades'),
  entries: (n) => count(n, 'entry', 'entries'),
  by: (name) => `Run by ${name}`,
  columns: {
    title: 'Contest',
    period: 'Entry period',
    target: 'For',
    status: 'Status',
    scope: 'Scope',
    entries: 'Entries',
    student: 'Student',
    report: 'Entry',
    score: 'Score',
    award: 'Award',
    comment: 'Comment',
    judge: 'Judging',
  },
  theme: 'Topic',
  rules: 'How to enter',
  form: {
    title: 'Contest name',
    theme: 'Topic',
    rules: 'How to enter and how entries are judged',
    targetGrade: 'For grade',
    allGrades: 'All grades',
    startDate: 'Entries open',
    endDate: 'Entries close',
    save: 'Open the contest',
    dateOrder: 'The closing date must be on or after the opening date.',
    dateRequired: 'Please choose a date.',
  },
  submit: {
    title: 'My entry',
    choose: 'Book report to enter',
    placeholder: 'Choose a book report',
    noReports: 'You have no submitted book reports. Write and submit one first.',
    write: 'Write a book report',
    send: 'Enter',
    resend: 'Change my entry',
    entered: (title) => `My entry: ${title}`,
    notOpen: 'Entries are not open now.',
    result: (award, score) =>
      award
        ? `${award} · ${score ?? '-'} points`
        : score !== null
          ? `${score} points (no award)`
          : 'Being judged',
  },
  judge: {
    title: 'Judge the entries',
    none: 'No entries yet.',
    score: (name) => `Score for ${name}`,
    award: (name) => `Award for ${name}`,
    comment: (name) => `Comment for ${name}`,
    noAward: 'None',
    save: 'Save',
    publish: 'Publish the results',
    confirmPublish:
      'Once the results are published, no one can enter and the judging cannot change. Publish now?',
  },
  awards: 'Awards',
  mine: {
    teacherTitle: 'Book report contests I opened',
    studentTitle: 'My book report contest entries',
    none: 'None yet.',
    openTitle: 'Open a new book report contest',
    openNationTitle: 'Open a new nationwide book report contest',
    nationHint: 'Students of every school can enter a contest an operator opens; the operator judges it.',
    operatorTitle: 'Nationwide book report contests I opened',
  },
  kinds: {
    label: 'My reading contests',
    report: 'Book report contests',
    marathon: 'Reading marathons',
    goldenBell: 'Golden bells',
    balance: 'Balance games',
    counted: (name: string, n: number) => `${name} (${n})`,
    correct: (n: number) => `${n} correct`,
    votes: (n: number) => `${n} ${n === 1 ? 'vote' : 'votes'}`,
    pages: 'List pages',
  },
  codes: {
    awards: { '01': 'Grand prize', '02': 'Gold prize', '03': 'Silver prize', '04': 'Honorable mention' },
    statuses: {
      upcoming: 'Not yet open',
      open: 'Open for entries',
      closed: 'Being judged',
      published: 'Results out',
    },
  },
};
