/**
 * The comment engine's face for the portal's areas (decision 170). An area that takes comments registers
 * its target type once, with its own rule, and the web's shared comment thread talks to
 * /schome/service/comment/* with that target type:
 *
 * @example
 * app.comments.register('groupBoard', {
 *   async access(actor, targetKey) {
 *     const post = await boards.find(Number(targetKey));
 *     if (!post) return null;                                       // 404
 *     const member = actor && (await clubs.isMember(post.groupKey, actor.memberKey));
 *     return { canRead: !!member, canWrite: !!member, canModerate: !!actor && (await clubs.isLeader(...)),
 *              masking: true, sides: [], sideRequired: false };
 *   },
 *   onWritten: (actor, c) => app.portal.reportActivity({ kind: 'clubJoined', memberKey: actor.memberKey,
 *                                                        sourceKey: `groupComment:${c.commentKey}` }).then(() => {}),
 * });
 */
import type { CommentsService } from './comments.service.ts';

export type { CommentAccess, CommentsService, CommentTargetPolicy } from './comments.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared comment engine (modules/portal/comments/public.ts). */
    comments: CommentsService;
  }
}
