import type { DlsToken } from '@reading/contract/auth/member-auth';
import { CARD_LINK_MESSAGES, LINK_CODE_HOURS } from '@reading/contract/library/card-link';
import { LIBRARY_AUTH_MESSAGES } from '@reading/contract/library/common';
import { DESK_MESSAGES } from '@reading/contract/library/desk';
import { AppError } from '../../../lib/errors.ts';
import { hashToken, newReadableCode, newToken } from '../../../lib/tokens.ts';
import type { PatronRecord, PatronRepository } from './patron.repository.ts';

/** The library's own token lifetime: short, re-issued at every portal login (decision 034). */
export const DLS_TOKEN_SECONDS = 30 * 60;

export const PATRON_MESSAGES = {
  taken: '이미 다른 회원과 연결된 이용증입니다.',
  notLinked: 'DLS 인증이 필요합니다.',
} as const;

/** The library module's interface to the portal: prove and link a card, consent, tokens. */
export function createPatronService(repository: PatronRepository) {
  /** A library token for the card, bound to the portal session (its token hash) it is handed to. */
  async function issueToken(patronId: number, sessionHash: string): Promise<DlsToken> {
    const accessToken = newToken();
    await repository.insertToken(
      hashToken(accessToken),
      patronId,
      new Date(Date.now() + DLS_TOKEN_SECONDS * 1000),
      sessionHash,
    );
    return { tokenType: 'Bearer', accessToken };
  }

  return {
    issueToken,

    /**
     * A member proves a card with the one-time code the desk gave them (decision 051): the code must be
     * live at the library of the member's own school and the card must carry the member's name. A used
     * code is gone; a member with no school, or of another school, never finds another school's code.
     */
    async linkByCode(input: {
      memberKey: number;
      memberName: string;
      schKey: number | null;
      code: string;
      sessionHash: string;
    }) {
      if (input.schKey === null) throw new AppError(403, CARD_LINK_MESSAGES.noSchool);
      const lib = await repository.libraryOfSchool(input.schKey);
      if (!lib) throw new AppError(404, LIBRARY_AUTH_MESSAGES.libraryNotFound);
      const codeHash = hashToken(input.code);
      const found = await repository.findByLinkCode(lib.libCode, codeHash);
      if (!found) throw new AppError(404, CARD_LINK_MESSAGES.codeInvalid);
      if (found.name !== input.memberName) throw new AppError(403, CARD_LINK_MESSAGES.nameMismatch);
      if (found.linkedMemberKey !== null && found.linkedMemberKey !== input.memberKey) {
        throw new AppError(409, PATRON_MESSAGES.taken);
      }
      if (!(await repository.consumeLinkCode(codeHash)))
        throw new AppError(404, CARD_LINK_MESSAGES.codeInvalid);
      const current = await repository.findLinked(input.memberKey);
      if (current && current.patronId !== found.patronId) await repository.unlink(current.patronId);
      if (found.linkedMemberKey === null && !(await repository.link(found.patronId, input.memberKey))) {
        throw new AppError(409, PATRON_MESSAGES.taken);
      }
      const linked = (await repository.findLinked(input.memberKey))!;
      return { patron: linked, dlsToken: await issueToken(linked.patronId, input.sessionHash) };
    },

    /** The desk gives a card a new one-time link code (the old one dies); 404 for a card not of this library. */
    async issueLinkCode(libCode: string, cardNo: string, issuedBy: number) {
      const found = await repository.findAtLibrary(libCode, cardNo);
      if (!found) throw new AppError(404, DESK_MESSAGES.patronNotFound);
      const code = newReadableCode();
      const expiresAt = new Date(Date.now() + LINK_CODE_HOURS * 3600_000);
      await repository.replaceLinkCode({
        codeHash: hashToken(code),
        patronId: found.patronId,
        libCode,
        expiresAt,
        issuedBy,
      });
      return { cardNo: found.cardNo, name: found.name, code, expiresAt: expiresAt.toISOString() };
    },

    /** The member's linked card, or null. */
    linkedPatron(memberKey: number): Promise<PatronRecord | null> {
      return repository.findLinked(memberKey);
    },

    /** The member's linked card with this number; 404 'DLS 인증이 필요합니다.' otherwise. */
    async requireLinked(memberKey: number, cardNo: string) {
      const linked = await repository.findLinked(memberKey);
      if (!linked || linked.cardNo !== cardNo) throw new AppError(404, PATRON_MESSAGES.notLinked);
      return linked;
    },

    setAgree: (patronId: number, agreeYn: 'Y' | 'N') => repository.setAgree(patronId, agreeYn),
    unlink: (patronId: number) => repository.unlink(patronId),
    findByToken: (accessToken: string, sessionHash: string) =>
      repository.findByToken(hashToken(accessToken), sessionHash),
  };
}

export type PatronService = ReturnType<typeof createPatronService>;
