/** The chart component's own words (shared by every area that draws a chart). */
export const CHART_MESSAGES = {
  showTable: '표로 보기',
  showChart: '차트로 보기',
  empty: '표시할 자료가 없습니다.',
  summaryJoin: ', ',
} as const;
