import { type AreaPages, groupPage } from './route-modules.ts';

/** The page of each ready route of the groupReading area (config/routes/group-reading.ts). */
export const groupReadingPages: AreaPages<'groupReading'> = {
  readingBookGroup: groupPage('ReadingBookGroupRoute'),
};
