import { type AreaPages, homePage } from './route-modules.ts';

/** The page of each ready route of the home area (config/routes/home.ts). */
export const homePages: AreaPages<'home'> = {
  Home: homePage('HomeRoute'),
};
