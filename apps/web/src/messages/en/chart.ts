import type { CHART_MESSAGES } from '../../components/chart/chart-messages.ts';
import type { Translation } from '../../lib/locale.ts';

/** The chart's own words in English (decision 210): the same keys as components/chart/chart-messages.ts. */
export const chartEn: Translation<typeof CHART_MESSAGES> = {
  showTable: 'Show as a table',
  showChart: 'Show as a chart',
  empty: 'No data to show.',
  summaryJoin: '; ',
  summaryItem: (category, values) => `${category}: ${values.join(', ')}`,
  seriesValue: (label, value) => `${label} ${value}`,
};
