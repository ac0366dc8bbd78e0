import { CONTROL_CHARACTER_MESSAGE, hasUnsafeCharacters } from '../validators/control-characters.ts';
/**
 * Codes of the community and content platform (spec 001 §2.2, §3, §7; spec 000 §3, §5), one source for
 * the server and the web client (docs/decisions/070-community-board-engine.md).
 */

/**
 * The boards of the one board engine. Each answers through the spec's calls:
 * notice → noticeBoard (Notice, SchoolNotice, EventNotice with eventYn Y, popups);
 * schoolNews → mySchoolLibraryInfo (SchoolNews); faq → faqBoard (Faq, SchoolFaq);
 * qna → qnaBoard (InquiryList); counseling → readingCounselingApply (ApplyConsulting);
 * reference, systemInfo, goodUse, howTo, dlsGuide, introduceGuide → centerBoard (CenterReference,
 * SystemInfo/SchoolSystemInfo, GoodUse/SchoolGoodUse, HowTo/SchoolHowTo, Dls and DlsGuide, IntroduceGuide);
 * dlsNotice → /dls/api/notice/today and list (DlsNotice).
 */
export const BOARD_CODES = [
  'notice',
  'schoolNews',
  'faq',
  'qna',
  'counseling',
  'reference',
  'systemInfo',
  'goodUse',
  'howTo',
  'dlsGuide',
  'introduceGuide',
  'dlsNotice',
  'teacherShare',
  'serviceRequest',
] as const;
export type BoardCode = (typeof BOARD_CODES)[number];

export const BOARD_NAMES: Record<BoardCode, string> = {
  notice: '공지사항',
  schoolNews: '학교도서관 소식',
  faq: '자주 묻는 질문',
  qna: '문의하기',
  counseling: '독서상담',
  reference: '센터 자료실',
  systemInfo: '시스템 안내',
  goodUse: '우수 활용 사례',
  howTo: '이용 방법',
  dlsGuide: 'DLS 안내',
  introduceGuide: '독서로 소개',
  dlsNotice: 'DLS 공지',
  teacherShare: '교사 자료 공유방',
  serviceRequest: '서비스 요청',
};

/** The boards staff write with the generic console calls (board/save …); qna and counseling are asked by members. */
export const STAFF_BOARD_CODES = [
  'notice',
  'schoolNews',
  'faq',
  'reference',
  'systemInfo',
  'goodUse',
  'howTo',
  'dlsGuide',
  'introduceGuide',
  'dlsNotice',
] as const satisfies readonly BoardCode[];
export type StaffBoardCode = (typeof STAFF_BOARD_CODES)[number];

/** The centre's boards answered by centerBoard/list and detail (boardCode parameter, default reference). */
export const CENTER_BOARD_CODES = [
  'reference',
  'systemInfo',
  'goodUse',
  'howTo',
  'dlsGuide',
  'introduceGuide',
] as const satisfies readonly BoardCode[];
export type CenterBoardCode = (typeof CENTER_BOARD_CODES)[number];

/**
 * Who writes a board: the agency's operators write the national posts (schKey null) of every board;
 * a school's manager writes their own school's posts of the school boards. schoolNews and dlsNotice
 * are school boards only; faq and the guides (introduceGuide, dlsGuide) are national only.
 */
export const NATIONAL_ONLY_BOARDS: readonly BoardCode[] = ['faq', 'introduceGuide', 'dlsGuide', 'reference'];
export const SCHOOL_ONLY_BOARDS: readonly BoardCode[] = ['schoolNews'];

/** FAQ categories (spec 001 §3: codeId, codeName). */
export const FAQ_CATEGORIES = [
  { codeId: '01', codeName: '회원가입·로그인' },
  { codeId: '02', codeName: '도서 검색' },
  { codeId: '03', codeName: '대출·예약(DLS)' },
  { codeId: '04', codeName: '모바일 회원증' },
  { codeId: '05', codeName: '독서활동' },
  { codeId: '06', codeName: '기타' },
] as const;

/** Service request categories (issue 21, decision 152): what a teacher or manager asks the agency for. */
export const SERVICE_REQUEST_CATEGORIES = [
  { codeId: '01', codeName: '시스템 오류' },
  { codeId: '02', codeName: '계정·권한' },
  { codeId: '03', codeName: '도서·소장 정보' },
  { codeId: '04', codeName: '기능 제안' },
  { codeId: '05', codeName: '기타' },
] as const;

/** Reading counselling categories (spec 001 §3: codeId, codeName). */
export const COUNSELING_CATEGORIES = [
  { codeId: '01', codeName: '책 추천' },
  { codeId: '02', codeName: '독서 습관' },
  { codeId: '03', codeName: '독후감·글쓰기' },
  { codeId: '04', codeName: '진로 독서' },
  { codeId: '05', codeName: '기타' },
] as const;

export const FAQ_CATEGORY_IDS = FAQ_CATEGORIES.map((c) => c.codeId) as [string, ...string[]];
export const COUNSELING_CATEGORY_IDS = COUNSELING_CATEGORIES.map((c) => c.codeId) as [string, ...string[]];
export const SERVICE_REQUEST_CATEGORY_IDS = SERVICE_REQUEST_CATEGORIES.map((c) => c.codeId) as [
  string,
  ...string[],
];

/** Each board's categories (codeId, codeName); a board without categories has none. */
const BOARD_CATEGORIES: Partial<Record<BoardCode, readonly { codeId: string; codeName: string }[]>> = {
  faq: FAQ_CATEGORIES,
  counseling: COUNSELING_CATEGORIES,
  serviceRequest: SERVICE_REQUEST_CATEGORIES,
};

export function categoryName(boardCode: BoardCode, codeId: string | null): string | null {
  return BOARD_CATEGORIES[boardCode]?.find((c) => c.codeId === codeId)?.codeName ?? null;
}

/** Inquiry and counselling status (spec 000 §3): 1 awaiting answer, 2 answered. */
export const INQUIRY_STATUS = { awaiting: '1', answered: '2' } as const;
export type InquiryStatusCode = (typeof INQUIRY_STATUS)[keyof typeof INQUIRY_STATUS];
export const INQUIRY_STATUS_NAMES: Record<InquiryStatusCode, string> = { '1': '답변대기', '2': '답변완료' };

/** Request type of an inquiry (spec 000 §3): Y pro/con request, N general request. */
export const REQUEST_TYPES = { proCon: 'Y', general: 'N' } as const;
export const REQUEST_TYPE_NAMES: Record<'Y' | 'N', string> = { Y: '찬반 요청', N: '일반 요청' };

/** Single policy and guide pages served by srMng/detail (srCode). */
export const SITE_PAGE_CODES = ['EmailRule', 'PersonalPrivacy', 'UseCondition', 'Maintenance'] as const;
export type SitePageCode = (typeof SITE_PAGE_CODES)[number];

/** Default province codes (spec 001 §9): A10 for notices, AL for school news. */
export const NOTICE_DEFAULT_PROV_CODE = 'A10';
export const SCHOOL_NEWS_DEFAULT_PROV_CODE = 'AL';

/** The notice popups' list call on the root pages (spec 001 §7): every region's popups, events or not. */
export const NOTICE_POPUP_DEFAULTS = {
  provCode: NOTICE_DEFAULT_PROV_CODE,
  popupYn: 'Y',
  eventYn: 'A',
} as const;

/**
 * Attachments (spec 000 §5): the allowed extensions, each with the MIME types a browser may send for
 * it. The server trusts neither: it sniffs the content (decision 071).
 */
export const UPLOAD_TYPES = {
  bmp: ['image/bmp', 'image/x-ms-bmp'],
  jpeg: ['image/jpeg'],
  jpg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  pdf: ['application/pdf'],
  hwp: ['application/x-hwp', 'application/haansofthwp', 'application/vnd.hancom.hwp'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  pptx: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
  zip: ['application/zip', 'application/x-zip-compressed'],
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;
export const UPLOAD_EXTENSIONS = Object.keys(UPLOAD_TYPES) as UploadExtension[];
export const IMAGE_EXTENSIONS: readonly UploadExtension[] = ['bmp', 'jpeg', 'jpg', 'png', 'gif'];
/** The `accept` attribute of a file input. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Largest attachment, and most attachments on one post. */
export const UPLOAD_MAX_MB = 10;
export const UPLOAD_MAX_BYTES = UPLOAD_MAX_MB * 1024 * 1024;
export const POST_MAX_FILES = 5;

/** Text limits of a post. */
export const TITLE_MAX = 200;
export const CONTENT_MAX = 100_000;
export const ANSWER_MAX = 20_000;
export const SEARCH_KEYWORD_MAX = 100;

/** Where rich-text images are served; the sanitizer keeps <img> only with a src under it. */
export const COMMUNITY_IMAGE_PATH = '/schome/service/community/file/image/';

export const COMMUNITY_MESSAGES = {
  studentOnly: '학생만 접근가능한 메뉴입니다.',
  forbidden: '접근이 불가합니다.',
  loginRequired: '로그인이 필요합니다.',
  postNotFound: '게시글을 찾을 수 없습니다.',
  pageNotFound: '안내 페이지를 찾을 수 없습니다.',
  fileNotFound: '첨부파일을 찾을 수 없습니다.',
  fileMissing: '첨부할 파일을 선택해주세요.',
  fileTooLarge: `첨부파일은 ${UPLOAD_MAX_MB}MB 이하만 올릴 수 있습니다.`,
  fileType: `첨부할 수 없는 파일 형식입니다. (${UPLOAD_EXTENSIONS.join(', ')})`,
  fileNameInvalid: '파일 이름이 올바르지 않습니다.',
  fileTaken: '이미 다른 게시글에 첨부된 파일입니다.',
  tooManyFiles: `첨부파일은 ${POST_MAX_FILES}개까지 올릴 수 있습니다.`,
  titleRequired: 'title: 제목을 입력해주세요.',
  titleTooLong: `title: 제목은 ${TITLE_MAX}자 이하로 입력해주세요.`,
  contentRequired: 'content: 내용을 입력해주세요.',
  contentTooLong: 'content: 내용이 너무 깁니다.',
  answerRequired: 'answer: 답변 내용을 입력해주세요.',
  answerTooLong: `answer: 답변은 ${ANSWER_MAX}자 이하로 입력해주세요.`,
  controlCharacters: CONTROL_CHARACTER_MESSAGE,
  dateOrder: 'endDate: 게시 종료일은 시작일과 같거나 이후여야 합니다.',
  categoryInvalid: 'categoryCode: 분류를 선택해주세요.',
  boardInvalid: 'boardCode: 게시판 코드가 올바르지 않습니다.',
  otherSchool: '소속 학교의 게시판만 관리할 수 있습니다.',
  operatorOnly: '운영자만 작성할 수 있는 게시판입니다.',
  schoolBoardOnly: '학교 게시판에만 작성할 수 있습니다.',
  answerStaffOnly: '같은 학교의 교사 또는 학교도서관 관리자만 답변할 수 있습니다.',
  inquiryAnswerOnly: '운영자 또는 학교도서관 관리자만 답변할 수 있습니다.',
  saved: '저장되었습니다.',
  deleted: '삭제되었습니다.',
  asked: '문의가 등록되었습니다.',
  applied: '독서상담 신청이 완료되었습니다.',
  requested: '서비스 요청이 등록되었습니다.',
  serviceRequestAnswerOnly: '운영자만 답변할 수 있습니다.',
  answered: '답변이 등록되었습니다.',
} as const;

/**
 * The one text rule (validators/control-characters.ts, decision 055), and for a one-line field (a title,
 * a search word) no tab or line break either: true when `text` breaks it.
 */
export function hasControlCharacters(text: string, lines = false): boolean {
  return hasUnsafeCharacters(text) || (!lines && /[\t\n\r]/.test(text));
}
