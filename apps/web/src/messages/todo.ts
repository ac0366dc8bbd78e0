/**
 * The to-do panel's texts (issue 37, decision 286): what waits for a teacher or manager, on the home
 * and my page, and the count beside the menu.
 */
export const todoMessages = {
  title: '처리할 일',
  lead: '승인하거나 검토할 일이 모여 있어요. 항목을 누르면 처리하는 화면으로 갑니다.',
  empty: '처리할 일이 없어요.',
  loading: '처리할 일을 불러오는 중입니다.',
  loadError: '처리할 일을 불러오지 못했습니다.',
  count: (n: number) => `${n}건`,
  more: (n: number) => `모두 보기 (${n}건)`,
  waiting: (n: number) => `처리할 일 ${n}건`,
  kinds: {
    pupilApproval: '승인을 기다리는 학생',
    teacherApproval: '승인을 기다리는 선생님',
    groupApproval: '승인을 기다리는 독서동아리',
    balanceApproval: '승인을 기다리는 밸런스게임',
    activityReview: '검토를 기다리는 독서활동',
  },
};
