import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { failEnvelopeSchema } from '@reading/contract/envelope';
import { LIBRARY_AUTH_MESSAGES } from '@reading/contract/library/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { assertRole } from '../portal/public.ts';
import { librariesRepository } from './libraries/libraries.repository.ts';
import type { PatronRecord } from './patrons/patron.repository.ts';

/** The failures a member's or a desk's library call may answer (bad input, no login, no access, none, conflict). */
export const LIBRARY_FAILS = {
  400: failEnvelopeSchema,
  401: failEnvelopeSchema,
  403: failEnvelopeSchema,
  404: failEnvelopeSchema,
  409: failEnvelopeSchema,
};

/**
 * The member behind `Authorization: Bearer <accessToken>` (the library token). Missing or dead: 403, not
 * 401 (the client reads 401 as a duplicate portal login; decision 034). The token answers only beside the
 * live portal session it was issued to (decision 052): the session plugin has already checked that
 * session, and the token lookup matches its hash in the same query, so no extra round trip.
 */
export async function requirePatron(app: FastifyInstance, request: FastifyRequest): Promise<PatronRecord> {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const session = request.member?.tokenHash;
  const found = match && session ? await app.library.patrons.findByToken(match[1]!, session) : null;
  if (!found) throw new AppError(403, LIBRARY_AUTH_MESSAGES.notLinked);
  return found;
}

export function libraryOf(app: FastifyInstance, where: { libCode: string } | { schKey: number }) {
  const { db } = app.database;
  return 'libCode' in where
    ? librariesRepository.byCode(db, where.libCode)
    : librariesRepository.bySchKey(db, where.schKey);
}

/**
 * The circulation desk: a school manager (03) of the school this library belongs to. Everyone else 403
 * (a manager of another school too); no session 401.
 */
export async function requireDesk(app: FastifyInstance, request: FastifyRequest, libCode: string) {
  const member = assertRole(request, MEMBER_TYPES.manager);
  const lib = await libraryOf(app, { libCode });
  if (!lib || lib.schKey !== member.schKey) throw forbidden(LIBRARY_AUTH_MESSAGES.forbidden);
  return { member, lib };
}

/** Verified teachers (02) and managers (03) of a school with a library: the class status (study/list). */
export async function requireSchoolStaff(app: FastifyInstance, request: FastifyRequest, neisCode?: string) {
  const member = assertRole(request, MEMBER_TYPES.teacher, MEMBER_TYPES.manager);
  if (member.schKey === null) throw forbidden(LIBRARY_AUTH_MESSAGES.forbidden);
  const lib = await libraryOf(app, { schKey: member.schKey });
  if (!lib) throw notFound(LIBRARY_AUTH_MESSAGES.libraryNotFound);
  if (neisCode !== undefined && neisCode !== lib.neisCode) throw forbidden(LIBRARY_AUTH_MESSAGES.forbidden);
  return { member, lib };
}
