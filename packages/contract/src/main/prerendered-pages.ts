import { SITE_BASE_PATHS, type SiteBasePath } from '../codes/school-levels.ts';

/**
 * The four site homes are rendered to HTML at build time (decision 025): the web build writes one file
 * per site root under the build's `prerendered/` folder and the server answers the root's address with
 * it. One naming rule for both sides.
 */
export const PRERENDERED_SITE_ROOTS: readonly SiteBasePath[] = SITE_BASE_PATHS;

export function prerenderedPageFile(basePath: SiteBasePath): string {
  return `prerendered/${basePath === '/' ? 'Main' : basePath.slice(1)}.html`;
}
