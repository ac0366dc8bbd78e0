/**
 * What other features use of the recommended books (decision 062): the home tab's reading statistics.
 * Import it lazily: it brings the chart component with it.
 */
export { ReadingStatisticsPanel } from './components/reading-statistics-panel.tsx';
