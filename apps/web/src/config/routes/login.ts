import { inArea, page, redirect } from './route-entry.ts';

/** Login and signup; ResLogin is the sso return path (spec 000 §2). */
export const LOGIN_ROUTES = inArea('login', [
  redirect('Login', '/Login', 'StudentLogin'),
  page('StudentLogin', '/StudentLogin', 'ready'),
  page('AdminLogin', '/AdminLogin', 'ready'),
  page('Signup', '/Signup', 'ready'),
  page('ResLogin', '/ResLogin', 'ready'),
]);
