import { createHash } from 'node:crypto';
import type { PopularKeyword } from '@reading/contract/search/keywords';
import { POPULAR_KEYWORD_COUNT } from '@reading/contract/search/popular-keyword-count';
import type { SearchRequest } from '@reading/contract/search/search';
import { type SchoolBlockedKeyword, WORD_LIST_MESSAGES } from '@reading/contract/search/word-lists';
import { normalizeKoreanText } from '@reading/contract/validators/hangul';
import { looksLikeIsbn } from '@reading/contract/validators/isbn';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import type { KeywordsRepository } from './keywords.repository.ts';

const DAY_MS = 86_400_000;
/** Korea has no daylight saving: days start at 15:00 UTC. */
const KST_OFFSET_MS = 9 * 3_600_000;

/** Midnight in Korea of the day `now` falls on. */
export function startOfKoreanDay(now: Date): Date {
  return new Date(Math.floor((now.getTime() + KST_OFFSET_MS) / DAY_MS) * DAY_MS - KST_OFFSET_MS);
}

/** D today, W the last 7 days, M the last 30 days, each counted from Korean midnight. */
export function periodStart(type: 'D' | 'W' | 'M', now: Date): Date {
  const days = type === 'D' ? 0 : type === 'W' ? 6 : 29;
  return new Date(startOfKoreanDay(now).getTime() - days * DAY_MS);
}

/** How a keyword is logged and compared: NFKC keeping typed jamo (ㅎㄱㅅ), lower case, single spaces. */
export function normaliseKeyword(keyword: string): string {
  return normalizeKoreanText(keyword).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What the log needs from the catalogue: whether a search finds any book. */
export type SearchOutcome = { findsBooks: (request: SearchRequest) => Promise<boolean> };

export function createKeywordsService(
  repository: KeywordsRepository,
  catalogue: SearchOutcome,
  now: () => Date = () => new Date(),
) {
  return {
    /**
     * Logs one search (the aggkw call). The Authorization header, when present, is kept only as a
     * SHA-256 digest: enough to count distinct searchers, useless as a credential.
     */
    async log(entry: SearchRequest & { authorization?: string }): Promise<boolean> {
      const keyword = normaliseKeyword(entry.searchKeyword ?? '');
      if (!keyword) throw badRequest('검색어를 입력해주세요.');
      if (await this.isBlocked(keyword, entry.neisCode)) return false;
      // Popular keywords list what people find books with: not typos that found nothing, not ISBNs.
      const isbn = entry.searchType === 'isbn' || looksLikeIsbn(keyword);
      const listable = !isbn && (await catalogue.findsBooks(entry));
      await repository.log({
        keyword,
        listable,
        searchType: entry.searchType ?? null,
        provCode: entry.provCode?.join(',') ?? null,
        neisCode: entry.neisCode ?? null,
        memberRef: entry.authorization
          ? createHash('sha256').update(entry.authorization).digest('hex')
          : null,
      });
      return true;
    },

    /** Popular keywords of the period, nationwide or for one school (spec 000 §7 keyword/best). */
    async best(type: 'D' | 'W' | 'M', neisCode?: string): Promise<PopularKeyword[]> {
      const top = await repository.top(periodStart(type, now()), POPULAR_KEYWORD_COUNT, neisCode);
      return top.map((t, i) => ({ rank: i + 1, keyword: t.keyword, searchCount: Number(t.searchCount) }));
    },

    async blockList(neisCode?: string) {
      return repository.blockList(neisCode);
    },

    /** A term is blocked when it contains a blocked keyword (nationwide or the school's). */
    async isBlocked(keyword: string, neisCode?: string): Promise<boolean> {
      const text = normaliseKeyword(keyword).replaceAll(' ', '');
      const list = await repository.blockList(neisCode);
      return list.some((b) => {
        const blocked = normaliseKeyword(b.keyword).replaceAll(' ', '');
        return blocked !== '' && text.includes(blocked);
      });
    },

    /**
     * The manager's school: a manager edits only the block list of the school their session belongs
     * to (docs/decisions/014-word-list-editing.md); any other NEIS code answers 403.
     */
    async assertOwnSchool(schKey: number | null, neisCode: string): Promise<void> {
      const own = schKey === null ? null : await repository.neisCodeOfSchool(schKey);
      if (own !== neisCode) throw forbidden(WORD_LIST_MESSAGES.otherSchool);
    },

    async managedBlockList(neisCode: string): Promise<SchoolBlockedKeyword[]> {
      const rows = await repository.managedBlockList(neisCode);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

    async addBlock(keyword: string, neisCode: string): Promise<void> {
      if (!(await repository.addBlock(normaliseKeyword(keyword), neisCode)))
        throw conflict(WORD_LIST_MESSAGES.keywordDuplicate);
    },

    async removeBlock(keyword: string, neisCode: string): Promise<void> {
      const term = normaliseKeyword(keyword);
      if (await repository.removeBlock(term, neisCode)) return;
      const nationwide = (await repository.blockList()).some((b) => b.keyword === term);
      throw nationwide
        ? forbidden(WORD_LIST_MESSAGES.keywordNationwide)
        : notFound(WORD_LIST_MESSAGES.keywordNotFound);
    },

    async todayCounts() {
      return repository.counts(startOfKoreanDay(now()));
    },
  };
}

export type KeywordsService = ReturnType<typeof createKeywordsService>;
