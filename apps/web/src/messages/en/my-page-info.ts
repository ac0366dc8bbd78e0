import type { Translation } from '../../lib/locale.ts';
import type { myPageInfoMessages } from '../my-page-info.ts';
import { count } from './words.ts';

/** InfoUpdate and MyCommunity in English (decision 210): the same keys as messages/my-page-info.ts. */
export const myPageInfoEn: Translation<typeof myPageInfoMessages> = {
  info: {
    title: 'Edit my details',
    lead: 'You can change your name, and your grade and class. Your ID and school cannot be changed.',
    formLabel: 'My details',
    id: 'ID',
    school: 'School',
    noSchool: 'No school',
    name: 'Name',
    grade: 'Grade',
    classNo: 'Class',
    choose: 'Choose',
    gradeOption: (g) => `Grade ${g}`,
    classHint: 'A number from 1 to 30',
    save: 'Save',
    password: 'Password',
    passwordLink: 'Change the password in single sign-on (SSO)',
  },
  community: {
    title: 'My community',
    lead: 'Your posts, questions and reading counselling in one place.',
    count: (n) => count(n, 'post', 'posts'),
    empty: 'You have not written anything here yet.',
    none: 'You have no community activity yet.',
    more: (name) => `Go to ${name}`,
    pageLabel: (name) => `${name} pages`,
    sectionsLabel: 'Community sections',
    // The server names sections, boards and statuses in Korean (contract: MY_COMMUNITY_SECTIONS,
    // BOARD_NAMES, INQUIRY_STATUS_NAMES, RECRUIT_STATUS_NAMES; the reading clubs' section).
    names: {
      '내가 쓴 글': 'My posts',
      문의하기: 'Questions',
      독서상담: 'Reading counselling',
      독서동아리: 'Reading clubs',
      공지사항: 'Notices',
      '학교도서관 소식': 'Library news',
      '자주 묻는 질문': 'FAQ',
      '센터 자료실': 'Resource room',
      '시스템 안내': 'System guide',
      '우수 활용 사례': 'Good practice',
      '이용 방법': 'How to use',
      'DLS 안내': 'About DLS',
      '독서로 소개': 'About Dokseoro',
      'DLS 공지': 'DLS notices',
      '교사 자료 공유방': "Teachers' sharing room",
      '서비스 요청': 'Service requests',
      답변대기: 'Awaiting answer',
      답변완료: 'Answered',
      '승인 대기': 'Awaiting approval',
      '모집 중': 'Recruiting',
      '모집 마감': 'Recruitment closed',
    },
  },
};
