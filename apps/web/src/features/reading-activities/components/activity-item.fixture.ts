/** An approved, recommended book report as the activities' lists and detail answer it (the tests' data). */
export const activityItem = {
  reaActKey: 7,
  reaActCode: '02',
  reaActName: '독서감상문',
  memberKey: 11,
  memberName: '김하늘',
  mineYn: 'N' as const,
  schKey: 1,
  schName: '서울가락초등학교',
  bookKey: 3,
  bookTitle: '어린 왕자',
  author: '생텍쥐페리',
  title: '용기를 배운 이야기',
  summary: '주인공은 용기를 냈다.',
  rating: null,
  privacyBoundCode: '04',
  statusCode: '02',
  statusName: '승인',
  recommendYn: 'Y',
  replyCount: 1,
  regDate: '2026-11-20T01:00:00.000Z',
  updDate: '2026-11-20T01:00:00.000Z',
};

/** The same activity's detail with a teacher's reply; `content` is the HTML of the body. */
export const activityDetail = (content: string) => ({
  ...activityItem,
  content,
  returnReason: null,
  subjectKey: null,
  subjectTitle: null,
  replies: [
    {
      replyKey: 1,
      reaActKey: 7,
      memberKey: 4,
      memberName: '정민아',
      content: '멋져요!',
      regDate: activityItem.regDate,
    },
  ],
  editableYn: 'N',
  reviewableYn: 'N',
});
