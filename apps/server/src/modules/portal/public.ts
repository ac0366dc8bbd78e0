/**
 * The portal module's public face (docs/decisions/065): what other modules use of `modules/portal`.
 * The portal's session (decision 031) is checked once per request by its session plugin
 * (core/session.plugin.ts, registered app-wide by app.ts); other modules read the member it found.
 */
export {
  assertRole,
  requireMember,
  requireRole,
  type SessionMember,
} from './core/session.plugin.ts';

/** The board engine's DLS notices, which the library serves at /dls/api/notice/* (decision 070). */
import type { CommunityForLibrary } from './community/public.ts';

export type { CommunityForLibrary, DlsNotice, DlsNoticeScope } from './community/public.ts';
export type DlsNoticesFace = CommunityForLibrary['dlsNotices'];

export type {
  ActivityEvent,
  ActivityKind,
  ActivityResult,
  CommunitySection,
  CommunitySectionPage,
  NotificationInput,
  NotificationKind,
  PortalFace,
  PupilTarget,
} from './mypage/public.ts';

import type { PortalFace } from './mypage/public.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The portal's public face for other modules (modules/portal/public.ts). */
    portal: PortalFace;
  }
}
