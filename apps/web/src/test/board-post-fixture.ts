import type { BoardPost } from '@reading/contract/community/posts';
import { jsonResponse } from './fetch-mock.ts';

/** A successful answer's envelope. */
export const okAnswer = (data: unknown) => jsonResponse({ status: 'OK', message: '', data });

/** One page of a board's list. */
export const boardPage = (list: unknown[]) => ({
  list,
  totalCount: list.length,
  totalPage: 1,
  pageIndex: 1,
  pageSize: 10,
});

/** A school's pinned notice as a board's list answers it (the community and staff console tests). */
export const boardPost: BoardPost = {
  postKey: 12,
  boardCode: 'notice',
  schKey: 7,
  schName: '서울가락초등학교',
  provCode: 'A10',
  schLevelCode: null,
  categoryCode: null,
  categoryName: null,
  title: '여름방학 도서관 개방 안내',
  writerName: '김사서',
  pinnedYn: 'Y',
  popupYn: 'N',
  eventYn: 'N',
  hiddenYn: 'N',
  startDate: null,
  endDate: null,
  viewCount: 1234,
  fileCnt: 1,
  regDate: '2026-07-20T01:00:00.000Z',
  modDate: '2026-07-20T01:00:00.000Z',
};
