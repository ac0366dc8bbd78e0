import { schoolLevelByBasePath } from '@reading/contract/codes/school-levels';
import { ko } from '../messages/ko.ts';

/**
 * The document title (spec 000 §1, spec 001 §2.3): the service name on the main site; on a school
 * site the school's name once one is known (the logged-in member's, later), else the level in Korean.
 */
export function pageTitle({
  basePath,
  schoolName,
}: {
  basePath: string;
  schoolName?: string | null;
}): string {
  const level = schoolLevelByBasePath(basePath);
  if (!level) return ko.service.name;
  return schoolName?.trim() || level.name;
}
