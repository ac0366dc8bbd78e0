import { jsonResponse } from './fetch-mock.ts';

/** The library pages' answers and a loan of 서울가락초등학교, as the web tests mock them. */
export const ok = (data: unknown, message = '') => jsonResponse({ status: 'OK', message, data });
export const fail = (message: string, status: number) =>
  jsonResponse({ status: 'FAIL', message, data: null }, status);
export const paged = (list: unknown[]) => ({
  list,
  totalCount: list.length,
  totalPage: 1,
  page: 1,
  display: 10,
});

export const loan = {
  bookKey: 1,
  title: '신통방통 분수',
  author: '서지원',
  publisher: '좋은책어린이',
  isbn: null,
  loanKey: 41,
  libCode: 'LIB7130102',
  libName: '서울가락초등학교',
  regNo: 'LS000001',
  callNo: '410 서78',
  loanDate: '2026-11-21',
  dueDate: '2026-12-05',
  returnDate: null,
  renewCount: 0,
  renewLimit: 1,
  overdueYn: 'N',
  overdueDays: 0,
  renewableYn: 'Y',
  renewBlockReason: null,
};
