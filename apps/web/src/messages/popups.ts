/** The root pages' popups (spec 001 §2.1, §4): their frames' words. Loaded with the popups only. */
export const popupMessages = {
  noticeTitle: '공지사항',
  dlsNoticeTitle: 'DLS 공지',
  schoolNewsTitle: '학교도서관 소식',
  hideToday: '오늘 하루 보지 않기',
  hideWeek: '일주일간 보지 않기',
  close: '닫기',
  files: '첨부파일',
  later: '다음에 하기',
  counter: (n: number, total: number) => `${n} / ${total}`,
} as const;
