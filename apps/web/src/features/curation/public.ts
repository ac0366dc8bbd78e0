/**
 * What other features use of the recommended books (decision 062): the home tab's reading statistics.
 * Import it lazily: it brings the chart component with it.
 */

/** The union catalogue's book finder (title or author), for any form that picks books: marathons' step 3. */
export { BookPicker } from './components/book-picker.tsx';
/** A KDC main class's name in the reader's language: marathons' subjects. */
export { kdcName } from './components/code-names.ts';
export { ReadingStatisticsPanel } from './components/reading-statistics-panel.tsx';
