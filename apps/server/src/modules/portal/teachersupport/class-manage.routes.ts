import { failEnvelopeSchema, ok } from '@reading/contract/envelope';
import {
  classDeleteRequestSchema,
  classDoneResponseSchema,
  classListResponseSchema,
  classSaveRequestSchema,
  classStudentsRequestSchema,
  classStudentsResponseSchema,
  CLASS_MANAGE_MESSAGES as M,
} from '@reading/contract/teachersupport/class-manage';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../core/actor.ts';
import type { ClassManageService } from './class-manage.service.ts';

const tags = ['teachersupport'];
const fails = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/** /schome/service/teachersupport/classManage/* (ClassManage; decision 153). */
export async function classManageRoutes(fastify: FastifyInstance, opts: { classes: ClassManageService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = opts.classes;
  const actor = (request: Parameters<typeof actorOf>[1]) => actorOf(app.database.db, request);

  app.get(
    '/list',
    {
      schema: {
        tags,
        summary: '담당 학급 목록과 학급별 대출·독서활동 현황 (교사·학교관리자)',
        response: { 200: classListResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.list(await actor(request))),
  );
  app.get(
    '/students',
    {
      schema: {
        tags,
        summary: '담당 학급 학생별 대출·연체·독서활동',
        querystring: classStudentsRequestSchema,
        response: { 200: classStudentsResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.students(await actor(request), request.query)),
  );
  app.post(
    '/save',
    {
      schema: {
        tags,
        summary: '담당 학급 추가 (담임 학급 지정)',
        body: classSaveRequestSchema,
        response: { 200: classDoneResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.save(await actor(request), request.body), M.saved),
  );
  app.post(
    '/delete',
    {
      schema: {
        tags,
        summary: '담당 학급 삭제',
        body: classDeleteRequestSchema,
        response: { 200: classDoneResponseSchema, ...fails },
      },
    },
    async (request) => ok(await service.remove(await actor(request), request.body), M.deleted),
  );
}
