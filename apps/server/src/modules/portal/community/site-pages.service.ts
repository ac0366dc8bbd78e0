import { COMMUNITY_MESSAGES, type SitePageCode } from '@reading/contract/community/codes';
import type { SitePage } from '@reading/contract/community/site-pages';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sitePage } from '../../../db/schema/portal-community.ts';
import { badRequest, forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { type Actor, requireActor } from '../core/actor.ts';
import { sanitizeRichText, textOfHtml } from '../core/sanitize.ts';
import { createUploadKeeper } from './files.repository.ts';

const toPage = (row: typeof sitePage.$inferSelect): SitePage => ({
  srCode: row.srCode as SitePageCode,
  title: row.title,
  content: row.content,
  modDate: row.modDate.toISOString(),
});

/** The single policy and guide pages (srMng; decision 070): seeded product content, edited by operators. */
export function createSitePagesService(db: Db, deps: { bannedWords: BannedWordCheck }) {
  const keeper = createUploadKeeper(db);
  return {
    async list() {
      const rows = await db.select().from(sitePage).orderBy(asc(sitePage.srCode));
      return rows.map(({ content: _content, ...rest }) => {
        const { content: _c, ...page } = toPage({ ...rest, content: '' });
        return page;
      });
    },

    async detail(srCode: SitePageCode): Promise<SitePage> {
      const [row] = await db.select().from(sitePage).where(eq(sitePage.srCode, srCode));
      if (!row) throw notFound(COMMUNITY_MESSAGES.pageNotFound);
      return toPage(row);
    },

    async save(actor: Actor | null, input: { srCode: SitePageCode; title: string; content: string }) {
      const a = requireActor(actor);
      if (!a.operator) throw forbidden(COMMUNITY_MESSAGES.operatorOnly);
      const content = sanitizeRichText(input.content);
      const text = textOfHtml(content);
      if (!text) throw badRequest(COMMUNITY_MESSAGES.contentRequired);
      await deps.bannedWords.assertClean(input.title, text);
      const values = { title: input.title, content, modDate: new Date(), modMemberKey: a.memberKey };
      await db
        .insert(sitePage)
        .values({ srCode: input.srCode, ...values })
        .onConflictDoUpdate({ target: sitePage.srCode, set: values });
      await keeper.imagesIn(content, a.memberKey);
      return this.detail(input.srCode);
    },
  };
}
