import { z } from 'zod';

/**
 * `siteLevel`: the school-level site a visitor asks from ('01' /Elementary, '02' /Middle, '03' /High;
 * none: the main site). Lists fit their books to it for visitors (issue 36, decision 270); a pupil's
 * lists fit their own school's level whatever the site.
 */
export const siteLevelParam = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.enum(['01', '02', '03'], { error: 'siteLevel: 01, 02, 03 중 하나여야 합니다.' }).optional(),
);
