import { SITE_BASE_PATHS } from '../codes/school-levels.ts';

/**
 * The PureScreen pages (decision 202): pages drawn alone for the school-admin site and library kiosks to
 * embed. Each exists under every site root ('/NoticePureScreen', '/Elementary/NoticePureScreen'). The web
 * app's route table lists them (`config/paths.ts`, checked against this list); the server lets only their
 * documents be framed, by the configured origins (decision 204). One list for both sides.
 */
export const PURE_SCREEN_PATHS = [
  '/NoticePureScreen',
  '/SearchResultPureScreen',
  '/MembershipPureScreen',
] as const;

const SITE_PREFIXES = SITE_BASE_PATHS.filter((p) => p !== '/').map((p) => p.toLowerCase());
const PAGES = new Set<string>(PURE_SCREEN_PATHS.map((p) => p.toLowerCase()));

/**
 * Whether a request's URL (path and query) is a PureScreen page under some site root: compared without
 * case and with an optional trailing slash, as the client router matches it.
 */
export function isPureScreenPage(url: string): boolean {
  let path = url.split(/[?#]/, 1)[0]!.toLowerCase();
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  const site = SITE_PREFIXES.find((prefix) => path.startsWith(`${prefix}/`));
  return PAGES.has(site ? path.slice(site.length) : path);
}
