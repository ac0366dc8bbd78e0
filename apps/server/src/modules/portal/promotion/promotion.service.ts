import {
  type CollectionRule,
  collectionKeyOf,
  collectionsOf,
  findCollection,
  PROMOTION_COLLECTIONS,
  PROMOTION_MESSAGES,
  type PromotionCollection,
  type PromotionKind,
} from '@reading/contract/promotion/collections';
import { HISTORY_CATEGORIES } from '@reading/contract/promotion/history-categories';
import type {
  CollectionBooks,
  CollectionSummary,
  HistoryDay,
  RegionBooks,
  RegionSummary,
} from '@reading/contract/promotion/promotion';
import {
  CONTINENTS,
  findRegion,
  PROMOTION_REGIONS,
  type PromotionRegion,
  WORLD_REGION_KEY,
  WORLD_TRAVEL,
} from '@reading/contract/promotion/regions';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import { countShelfBooks, listShelfBooks } from '../../search/public.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { createUploadKeeper } from '../community/public.ts';
import { type Actor, requireActor } from '../core/actor.ts';
import { sanitizeRichText, textOfHtml } from '../core/sanitize.ts';
import { dayNumberOf, eventsAround, koreanMmdd, mmddOf } from './history-day.ts';
import { createPromotionRepository, type IntroRow } from './promotion.repository.ts';

export type BooksPage = {
  pageIndex: number;
  pageSize: number;
  availableOnly: 'Y' | 'N';
  sort: 'popular' | 'newest';
};

/** Books shown under each event of the day. */
const EVENT_BOOKS = 4;
/** Title words of an event count only among history, geography and biography (9) and Korean literature (81). */
const EVENT_WORD_CLASSES = ['9', '81'];
/** Korean history in general fills an event's books after its own matches. */
const KOREAN_HISTORY = ['911'];

const summaryOf = (c: PromotionCollection, intro: IntroRow | undefined): CollectionSummary => ({
  collectionKey: collectionKeyOf(c),
  kind: c.kind,
  type: c.type,
  title: c.title,
  summary: c.summary,
  intro: intro?.content ?? null,
  introModDate: intro?.modDate.toISOString() ?? null,
});

const regionOf = (r: PromotionRegion, bookCount: number): RegionSummary => ({
  key: r.key,
  isoNumeric: r.isoNumeric,
  name: r.name,
  continent: r.continent,
  continentName: CONTINENTS[r.continent],
  bookCount,
});

/**
 * The promotion pages (decision 120): themed collections, world regions and history of the day, all
 * drawn from the union catalogue through the search module's shelves; operators write the collections'
 * introductions. `clock` is the server's one clock (tests fix "today").
 */
export function createPromotionService(deps: { db: Db; bannedWords: BannedWordCheck; clock: Clock }) {
  const { db } = deps;
  const repository = createPromotionRepository(db);
  const uploads = createUploadKeeper(db);

  async function shelfPage(rule: CollectionRule, page: BooksPage) {
    const { list, totalCount } = await listShelfBooks(db, {
      ...rule,
      availableOnly: page.availableOnly === 'Y',
      sort: page.sort,
      offset: (page.pageIndex - 1) * page.pageSize,
      limit: page.pageSize,
    });
    return { list, totalCount, totalPage: Math.ceil(totalCount / page.pageSize) };
  }

  return {
    /** Every collection of a kind (or all), with the operator's introduction when written. */
    async listCollections(kind?: PromotionKind): Promise<CollectionSummary[]> {
      const intros = new Map((await repository.listIntros()).map((r) => [r.collectionKey, r]));
      const collections = kind ? collectionsOf(kind) : PROMOTION_COLLECTIONS;
      return collections.map((c) => summaryOf(c, intros.get(collectionKeyOf(c))));
    },

    /** A collection and a page of its books; 404 for an unknown key. */
    async collectionBooks(collectionKey: string, page: BooksPage): Promise<CollectionBooks> {
      const collection = findCollection(collectionKey);
      if (!collection) throw notFound(PROMOTION_MESSAGES.collectionNotFound);
      const [intro, books] = await Promise.all([
        repository.findIntro(collectionKey),
        shelfPage(collection, page),
      ]);
      return { collection: summaryOf(collection, intro), ...books };
    },

    /** The map's featured regions with how many books each finds. */
    async listRegions(): Promise<RegionSummary[]> {
      return Promise.all(PROMOTION_REGIONS.map(async (r) => regionOf(r, await countShelfBooks(db, r))));
    },

    /** A region's books (travel, history and culture); `world` is the whole world's travel books. */
    async regionBooks(regionKey: string, page: BooksPage): Promise<RegionBooks> {
      if (regionKey === WORLD_REGION_KEY) return { region: null, ...(await shelfPage(WORLD_TRAVEL, page)) };
      const region = findRegion(regionKey);
      if (!region) throw notFound(PROMOTION_MESSAGES.regionNotFound);
      const books = await shelfPage(region, page);
      return { region: regionOf(region, books.totalCount), ...books };
    },

    /** The day's events of Korean history (today in Korea by default), or the nearest days' when it has none. */
    async historyDay(date?: string): Promise<HistoryDay> {
      const mmdd = date ?? koreanMmdd(deps.clock.now());
      const { exact, eventDates, events } = eventsAround(mmdd);
      const list = await Promise.all(
        events.map(async (e) => {
          const category = HISTORY_CATEGORIES[e.categoryCode];
          const { list: books } = await listShelfBooks(db, {
            kdcPrefixes: category.kdcPrefixes,
            titleWords: e.words,
            kdcWithin: EVENT_WORD_CLASSES,
            broaderKdc: KOREAN_HISTORY,
            availableOnly: false,
            sort: 'popular',
            offset: 0,
            limit: EVENT_BOOKS,
          });
          const { words: _words, ...event } = e;
          return { ...event, categoryName: category.name, books };
        }),
      );
      const day = dayNumberOf(mmdd);
      return {
        date: mmdd,
        eventDates,
        exact,
        previousDate: mmddOf(day - 1),
        nextDate: mmddOf(day + 1),
        list,
        totalCount: list.length,
      };
    },

    /** An operator writes a collection's introduction: sanitized, not empty, no banned word. */
    async saveIntro(
      actor: Actor | null,
      input: { collectionKey: string; content: string },
    ): Promise<CollectionSummary> {
      const a = requireActor(actor);
      if (!a.operator) throw forbidden(PROMOTION_MESSAGES.operatorOnly);
      const collection = findCollection(input.collectionKey);
      if (!collection) throw notFound(PROMOTION_MESSAGES.collectionNotFound);
      const content = sanitizeRichText(input.content);
      const text = textOfHtml(content);
      if (!text) throw badRequest(PROMOTION_MESSAGES.introRequired);
      await deps.bannedWords.assertClean(text);
      const row = await repository.saveIntro({
        collectionKey: input.collectionKey,
        content,
        modMemberKey: a.memberKey,
      });
      await uploads.imagesIn(content, a.memberKey);
      return summaryOf(collection, row);
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
