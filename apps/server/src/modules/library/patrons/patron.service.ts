import type { DlsToken } from '@reading/contract/auth/member-auth';
import { AppError } from '../../../lib/errors.ts';
import { hashToken, newToken } from '../../../lib/tokens.ts';
import type { PatronRecord, PatronRepository } from './patron.repository.ts';

/** The library's own token lifetime: short, re-issued at every portal login (decision 034). */
export const DLS_TOKEN_SECONDS = 30 * 60;

export const PATRON_MESSAGES = {
  notFound: '등록된 도서관 이용증을 찾을 수 없습니다. 이용증 번호와 학교를 확인해주세요.',
  taken: '이미 다른 회원과 연결된 이용증입니다.',
  notLinked: 'DLS 인증이 필요합니다.',
} as const;

/** The library module's interface to the portal: prove and link a card, consent, tokens. */
export function createPatronService(repository: PatronRepository) {
  async function issueToken(patronId: number): Promise<DlsToken> {
    const accessToken = newToken();
    await repository.insertToken(
      hashToken(accessToken),
      patronId,
      new Date(Date.now() + DLS_TOKEN_SECONDS * 1000),
    );
    return { tokenType: 'Bearer', accessToken };
  }

  return {
    issueToken,

    /**
     * A member proves a card: the card number must belong to the library of the given school, and the
     * patron's name must be the member's. One message for every mismatch, so cards cannot be probed.
     */
    async linkCard(input: { memberKey: number; memberName: string; neisCode: string; cardNo: string }) {
      const found = await repository.findByCard(input.cardNo);
      if (!found || found.neisCode !== input.neisCode || found.name !== input.memberName) {
        throw new AppError(404, PATRON_MESSAGES.notFound);
      }
      if (found.linkedMemberKey !== null && found.linkedMemberKey !== input.memberKey) {
        throw new AppError(409, PATRON_MESSAGES.taken);
      }
      const current = await repository.findLinked(input.memberKey);
      if (current && current.patronId !== found.patronId) await repository.unlink(current.patronId);
      if (found.linkedMemberKey === null && !(await repository.link(found.patronId, input.memberKey))) {
        throw new AppError(409, PATRON_MESSAGES.taken);
      }
      const linked = (await repository.findLinked(input.memberKey))!;
      return { patron: linked, dlsToken: await issueToken(linked.patronId) };
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
    findByToken: (accessToken: string) => repository.findByToken(hashToken(accessToken)),
  };
}

export type PatronService = ReturnType<typeof createPatronService>;
