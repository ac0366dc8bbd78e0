/**
 * The portal module's public face (docs/decisions/065): what other modules use of `modules/portal`.
 * The portal's session (decision 031) is checked once per request by its session plugin
 * (auth/session.plugin.ts, registered app-wide by app.ts); other modules read the member it found.
 */
export {
  assertRole,
  requireMember,
  requireRole,
  type SessionMember,
} from './auth/session.plugin.ts';
