import { inArea, page } from './route-entry.ts';

/** Home: the site roots themselves; see SITE_HOMES for the per-site names. */
export const HOME_ROUTES = inArea('home', [page('Home', '/', 'ready')]);
