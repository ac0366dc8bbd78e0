import { type AreaPages, loginPage, resLoginPage, signupPage } from './route-modules.ts';

/** The page of each ready route of the login area (config/routes/login.ts). */
export const loginPages: AreaPages<'login'> = {
  StudentLogin: loginPage('StudentLoginRoute'),
  AdminLogin: loginPage('AdminLoginRoute'),
  Signup: signupPage('SignupRoute'),
  ResLogin: resLoginPage('ResLoginRoute'),
};
