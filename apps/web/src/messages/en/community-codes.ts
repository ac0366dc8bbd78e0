import { COMMENT_SIDE_NAMES, type CommentSide } from '@reading/contract/comments/comments';
import {
  BOARD_NAMES,
  type BoardCode,
  COUNSELING_CATEGORIES,
  FAQ_CATEGORIES,
  INQUIRY_STATUS_NAMES,
  type InquiryStatusCode,
  REQUEST_TYPE_NAMES,
  SERVICE_REQUEST_CATEGORIES,
} from '@reading/contract/community/codes';

const BOARDS: Record<BoardCode, string> = {
  notice: 'Notices',
  schoolNews: 'Library news',
  faq: 'Frequently asked questions',
  qna: 'Contact us',
  counseling: 'Reading counselling',
  reference: 'Resource room',
  systemInfo: 'System guide',
  goodUse: 'Good practice',
  howTo: 'How to use',
  dlsGuide: 'About DLS',
  introduceGuide: 'About Dokseoro',
  dlsNotice: 'DLS notices',
  teacherShare: "Teachers' sharing room",
  serviceRequest: 'Service requests',
};

const FAQ: Record<(typeof FAQ_CATEGORIES)[number]['codeId'], string> = {
  '01': 'Signing up and logging in',
  '02': 'Book search',
  '03': 'Loans and reservations (DLS)',
  '04': 'Mobile library card',
  '05': 'Reading activities',
  '06': 'Other',
};

const COUNSELING: Record<(typeof COUNSELING_CATEGORIES)[number]['codeId'], string> = {
  '01': 'Book recommendations',
  '02': 'Reading habits',
  '03': 'Book reports and writing',
  '04': 'Reading for careers',
  '05': 'Other',
};

const SERVICE_REQUEST: Record<(typeof SERVICE_REQUEST_CATEGORIES)[number]['codeId'], string> = {
  '01': 'System error',
  '02': 'Accounts and permissions',
  '03': 'Books and holdings information',
  '04': 'Suggestion',
  '05': 'Other',
};

const STATUS: Record<InquiryStatusCode, string> = { '1': 'Awaiting answer', '2': 'Answered' };
const REQUEST_TYPE: Record<'Y' | 'N', string> = { Y: 'For/against request', N: 'General request' };
const SIDES: Record<CommentSide, string> = { pro: 'For', con: 'Against', A: 'A', B: 'B' };

type Category = { codeId: string; codeName: string };

/**
 * The community's code tables in English (decision 210), renamed in place by code: the boards, the
 * FAQ, counselling and service-request categories, the inquiry status and request type, the comment
 * sides. Pages name a post's category and status by its code through these tables (components/board/
 * code-names.ts), so the names the server sent along are not shown.
 */
export function applyCommunityCodeNamesEnglish(): void {
  Object.assign(BOARD_NAMES, BOARDS);
  const rename = (table: readonly Category[], names: Record<string, string>) => {
    for (const category of table) {
      const name = names[category.codeId];
      if (name) (category as { codeName: string }).codeName = name;
    }
  };
  rename(FAQ_CATEGORIES, FAQ);
  rename(COUNSELING_CATEGORIES, COUNSELING);
  rename(SERVICE_REQUEST_CATEGORIES, SERVICE_REQUEST);
  Object.assign(INQUIRY_STATUS_NAMES, STATUS);
  Object.assign(REQUEST_TYPE_NAMES, REQUEST_TYPE);
  Object.assign(COMMENT_SIDE_NAMES, SIDES);
}
