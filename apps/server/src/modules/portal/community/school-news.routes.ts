import {
  type SchoolNewsItem,
  schoolNewsDetailRequestSchema,
  schoolNewsDetailResponseSchema,
  schoolNewsFileDownloadRequestSchema,
  schoolNewsListRequestSchema,
  schoolNewsListResponseSchema,
} from '@reading/contract/community/my-school-library-info';
import { communityFailResponses } from '@reading/contract/community/posts';
import { ok } from '@reading/contract/envelope';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { boardPost } from '../../../db/schema/portal-community.ts';
import { flag, schoolInRegion } from './board.queries.ts';
import type { PostRow } from './board.repository.ts';
import { type BoardView, toAttachment, toBoardPost } from './board.service.ts';
import { pageOf, sendFile, tags } from './route-helpers.ts';

const toItem = (row: PostRow): SchoolNewsItem => ({
  ...toBoardPost(row),
  mySchoolKey: row.postKey,
  openScope: row.openScope === '02' ? '02' : '04',
});

/**
 * GET /schome/service/community/mySchoolLibraryInfo/* (contract community/my-school-library-info.ts):
 * school library news, per school. Public posts (04) for everyone, own-school posts (02) for its members.
 */
export async function schoolNewsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { boards, files } = app.community;

  app.get(
    '/mySchoolLibraryInfo/list',
    {
      schema: {
        tags,
        summary: '학교도서관 소식 목록',
        querystring: schoolNewsListRequestSchema,
        response: { ...communityFailResponses, 200: schoolNewsListResponseSchema },
      },
    },
    async (request) => {
      const actor = await app.community.actor(request);
      const q = request.query;
      const view: BoardView =
        q.manageYn === 'Y'
          ? boards.manageView(['schoolNews'], actor, q.schKey ?? null)
          : {
              boards: ['schoolNews'],
              scope: and(
                q.schKey ? eq(boardPost.schKey, q.schKey) : isNotNull(boardPost.schKey),
                q.provCode === 'AL' ? undefined : schoolInRegion(q.provCode),
                flag(boardPost.popupYn, q.popupYn),
              ),
              actor,
              manage: false,
            };
      const { list, ...paging } = pageOf(await boards.list(view, q), toItem);
      return ok({ popupList: list, ...paging });
    },
  );

  app.get(
    '/mySchoolLibraryInfo/detail',
    {
      schema: {
        tags,
        summary: '학교도서관 소식 상세',
        querystring: schoolNewsDetailRequestSchema,
        response: { ...communityFailResponses, 200: schoolNewsDetailResponseSchema },
      },
    },
    async (request) => {
      const actor = await app.community.actor(request);
      const view: BoardView = { boards: ['schoolNews'], scope: undefined, actor, manage: false };
      const {
        row,
        files: list,
        prev,
        next,
      } = await boards.open(request.query.mySchoolKey, view, {
        neighbourScope: (post) => (post.schKey ? eq(boardPost.schKey, post.schKey) : undefined),
      });
      return ok({
        ...toItem(row),
        content: row.content,
        fileList: list.map((f) => ({ ...toAttachment(f), mySchoolFileKey: f.fileKey })),
        prev,
        next,
      });
    },
  );

  app.get(
    '/mySchoolLibraryInfo/fileDownload',
    {
      schema: {
        tags,
        summary: '학교도서관 소식 첨부파일 내려받기',
        querystring: schoolNewsFileDownloadRequestSchema,
        response: communityFailResponses,
      },
    },
    async (request, reply) => {
      const actor = await app.community.actor(request);
      const { file, stream } = await files.forDownload(request.query.mySchoolFileKey, actor, ['schoolNews']);
      return sendFile(reply, file, stream, 'attachment');
    },
  );
}
