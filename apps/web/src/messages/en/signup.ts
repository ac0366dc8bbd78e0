import type { Translation } from '../../lib/locale.ts';
import type { formMessages } from '../forms.ts';
import type { loginMessages } from '../login.ts';
import type { popupMessages } from '../popups.ts';
import type { signupMessages } from '../signup.ts';

/** Sign-up, the login form's own texts, the shared form pieces and the popups' frames in English. */
export const signupEn: Translation<typeof signupMessages> = {
  idAvailable: 'This user ID is available.',
  idCheckFailed: 'The user ID could not be checked. Please try again shortly.',
  idCheckNeeded: 'Please check whether the user ID is taken.',
  passwordMismatch: 'The passwords do not match.',
  accountLegend: 'Enter your account details.',
  idLabel: 'User ID',
  checkId: 'Check availability',
  idHint: '4–20 lowercase letters and digits, starting with a lowercase letter',
  passwordLabel: 'Password',
  passwordRules: 'Password rules',
  ruleMet: ' met',
  ruleUnmet: ' not met',
  passwordConfirmLabel: 'Confirm password',
  nameLabel: 'Name',
  back: 'Back',
  next: 'Next',
  submit: 'Sign up',
  roleLegend: 'Choose the kind of member you are.',
  roleRequired: 'Please choose a member type.',
  schoolSearchFailed: 'No school was found.',
  schoolRequired: 'Please choose a school.',
  gradeRequired: 'Please choose a grade.',
  classRequired: 'Please enter your class.',
  schoolTitle: 'Choose your school.',
  regionLabel: 'Region',
  schoolNameLabel: 'School name',
  schoolSearch: 'Find school',
  noSchools: 'No schools found.',
  gradeLabel: 'Grade',
  choose: 'Choose',
  classLabel: 'Class',
  failed: 'Sign-up failed.',
  title: 'Sign up',
  doneTitle: 'You have signed up.',
  teacherPending:
    "Teacher menus (such as your class's loans) open once your school's manager approves your teacher verification.",
  toLogin: 'Go to log in',
  termsLegend: 'Agree to the terms.',
  under14: 'I am under 14.',
  required: '(required)',
  agreeSuffix: ': I agree.',
  useConditionLink: 'Terms of use',
  personalPrivacyLink: 'Collection and use of personal information',
  guardianAgree: '(required) My legal guardian (a parent) has agreed.',
  results: (count) => `${count} ${count === 1 ? 'result' : 'results'}`,
  gradeOption: (grade) => `Grade ${grade}`,
  welcome: (name) => `Welcome to Dokseoro, ${name}. Log in with the user ID you signed up with.`,
  steps: {
    role: 'Member type',
    terms: 'Terms',
    account: 'Account',
    school: 'School',
    done: 'Done',
  },
  roles: {
    student: { label: 'Student', description: 'Elementary, middle or high school student' },
    teacher: {
      label: 'Teacher',
      description: 'School teacher (school managers are appointed by the school)',
    },
    general: { label: 'General', description: 'Parents and other readers' },
  },
};

export const loginEn: Translation<typeof loginMessages> = {
  sharedPcLabel: 'Shared PC',
  sharedPcHint:
    'A PC shared at school or in the library: closing the window ends the login, and no library card or loan details are kept on this device. Also applies to the SSO login.',
};

export const formEn: Translation<typeof formMessages> = {
  count: (chars, bytesLeft) =>
    bytesLeft >= 0
      ? `${chars} characters · about ${Math.floor(bytesLeft / 2)} more fit`
      : `${chars} characters · too long, please shorten it.`,
};

export const popupEn: Translation<typeof popupMessages> = {
  noticeTitle: 'Notice',
  dlsNoticeTitle: 'DLS notice',
  schoolNewsTitle: 'School library news',
  hideToday: "Don't show today",
  hideWeek: "Don't show for a week",
  close: 'Close',
  files: 'Attachments',
  later: 'Later',
  counter: (n, total) => `${n} / ${total}`,
};
