import { inArea, page, redirect } from './route-entry.ts';

/** The groupReading area's routes (spec 001 §2.2), in the paths table's order. */
export const GROUP_READING_ROUTES = inArea('groupReading', [
  redirect('groupReadingActivity', '/groupReadingActivity', 'readingBookGroup'),
  page('readingBookGroup', '/readingBookGroup', 'ready'),
]);
