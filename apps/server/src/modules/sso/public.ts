/**
 * The SSO module's public face (docs/decisions/065): its service is `app.sso` (typed in sso.plugin.ts,
 * registered app-wide by `ssoServicePlugin`); other modules import only these names from `modules/sso`.
 */
export { ssoModule } from './index.ts';
export { SHARED_PC_PARAM } from './oidc/provider.ts';
export { SSO_COOKIE, ssoServicePlugin } from './sso.plugin.ts';
export type { SsoService } from './sso.service.ts';
