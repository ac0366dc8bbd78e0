/**
 * The chart component's own words (shared by every area that draws a chart); the English catalogue
 * overlays them (messages/en/chart.ts). Units come from the caller's catalogue (Chart's `unit`).
 */
export const CHART_MESSAGES = {
  showTable: '표로 보기',
  showChart: '차트로 보기',
  empty: '표시할 자료가 없습니다.',
  summaryJoin: ', ',
  /** One category in the spoken summary: "1월 3권", or with several series "1월 대출 3 반납 2". */
  summaryItem: (category: string, values: readonly string[]) => `${category} ${values.join(' ')}`,
  /** One series' value when a chart has several: "대출 3". */
  seriesValue: (label: string, value: string) => `${label} ${value}`,
} as const;
