import type { AuthorizationCall } from './calls.ts';

const community = '/schome/service/community';

/**
 * Uploads stay their uploader's until attached, and the staff console lists only the boards a role
 * administers (issue 33, decisions 225, 226). `strangerFileKey` is an upload of student2, who is none of
 * the table's identities: nobody here may take it or read it.
 */
export const OWNERSHIP_CALLS: AuthorizationCall[] = [
  {
    name: 'file/download (another member’s unattached upload)',
    url: (c) => `${community}/file/download?fileKey=${c.strangerFileKey}`,
    expect: {},
    others: 404,
  },
  {
    name: 'qnaBoard/save attaching another member’s upload by its fileKey',
    method: 'POST',
    url: `${community}/qnaBoard/save`,
    payload: (c) => ({
      title: '자료 문의',
      content: '첨부한 파일을 봐 주세요.',
      fileKeys: [c.strangerFileKey],
    }),
    expect: { anon: 401 },
    others: 400,
  },
  {
    name: 'board/manage/list of teachers’ service requests (a member’s board, not the console’s)',
    url: (c) => `${community}/board/manage/list?boardCode=serviceRequest&schKey=${c.ownSchKey}`,
    expect: {},
    others: 400,
  },
  {
    name: 'board/manage/list of a national-only board in a school’s scope',
    url: (c) => `${community}/board/manage/list?boardCode=faq&schKey=${c.ownSchKey}`,
    expect: { anon: 401 },
    others: 403,
  },
  {
    name: 'board/manage/list of the school’s notices (its manager only)',
    url: (c) => `${community}/board/manage/list?boardCode=notice&schKey=${c.ownSchKey}`,
    expect: { anon: 401, manager: 200 },
    others: 403,
  },
];
