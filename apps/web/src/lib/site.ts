import {
  SCHOOL_LEVELS,
  type SiteBasePath,
  schoolLevelByBasePath,
} from '@reading/contract/codes/school-levels';
import { useLocation } from 'react-router';

type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

/** One site variant (spec 000 §1): the main site, or a school-level site under its base path. */
export type Site = {
  /** A stable lower-case key for styling and test hooks: 'main', 'elementary', 'middle', 'high'. */
  key: string;
  basePath: SiteBasePath;
  /** Undefined on the main site, which has no school level. */
  level: SchoolLevel | undefined;
};

export const MAIN_SITE: Site = { key: 'main', basePath: '/', level: undefined };

export const SITES: readonly Site[] = [
  MAIN_SITE,
  ...SCHOOL_LEVELS.map((level) => ({
    key: level.basePath.slice(1).toLowerCase(),
    basePath: level.basePath,
    level,
  })),
];

/** The site of a path: its first segment, compared without case as the router does. */
export function siteOfPath(pathname: string): Site {
  const firstSegment = pathname.split('/')[1] ?? '';
  const level = schoolLevelByBasePath(`/${firstSegment}`);
  return SITES.find((site) => level && site.level === level) ?? MAIN_SITE;
}

/** The site variant the current location belongs to. */
export function useSite(): Site {
  return siteOfPath(useLocation().pathname);
}

/**
 * The level of the site the page is on ('01' /Elementary …; undefined on the main site): sent as
 * `siteLevel` with the lists that fit their books to a visitor's level (issue 36, decision 270).
 */
export function currentSiteLevel(): '01' | '02' | '03' | undefined {
  if (typeof window === 'undefined') return undefined;
  return siteOfPath(window.location.pathname).level?.code;
}
