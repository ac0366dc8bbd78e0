import type { FastifyInstance } from 'fastify';
import { addDays } from '../../lib/clock.ts';
import { scheduleJob } from '../../lib/scheduled-job.ts';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { createCatalogueService } from './catalogue/catalogue.service.ts';
import { catalogueImportRoutes } from './catalogue-import/import.routes.ts';
import { createImportService } from './catalogue-import/import.service.ts';
import { createKeywordsRepository } from './keywords/keywords.repository.ts';
import { keywordsRoutes } from './keywords/keywords.routes.ts';
import { createKeywordsService } from './keywords/keywords.service.ts';
import { openSearchFeedRoutes } from './opensearch/opensearch.routes.ts';
import { refreshPopularity } from './popularity.ts';
import { readershipRoutes } from './readership.routes.ts';
import { createRecommendRepository } from './recommend/recommend.repository.ts';
import { recommendRoutes } from './recommend/recommend.routes.ts';
import { createRecommendService } from './recommend/recommend.service.ts';

export { openSearchDescriptionRoutes } from './opensearch/opensearch.routes.ts';

/**
 * Search module: the union catalogue under /alpasq/api (schema `search`): search, aggkw, keyword/best,
 * keyword/block/list, detail/info, recommend/*, search/feed (OpenSearch, decision 203). Other modules
 * use catalogue/holdings.service.ts. The OpenSearch description (/opensearch.xml) is registered at the
 * root by the app.
 */
export async function searchModule(app: FastifyInstance, opts: { publicUrl?: string | null }) {
  const db = app.database.db;
  const catalogue = createCatalogueService(createCatalogueRepository(db));
  const keywords = createKeywordsService(createKeywordsRepository(db), catalogue);
  const recommend = createRecommendService(createRecommendRepository(db), keywords);
  await app.register(catalogueRoutes, { catalogue, keywords });
  await app.register(keywordsRoutes, { keywords });
  await app.register(recommendRoutes, { recommend });
  await app.register(readershipRoutes);
  await app.register(openSearchFeedRoutes, { catalogue, publicUrl: opts.publicUrl ?? null });
  await app.register(catalogueImportRoutes, { imports: importServiceOf(app) });
  keepPopularityFresh(app);
}

/**
 * The schools' catalogue imports (issue 40): each run counted in the metrics as the job runner's are
 * (decision 280), the jobs a stopped server left running resumed when the app is ready, and the ones in
 * flight awaited when it closes.
 */
function importServiceOf(app: FastifyInstance) {
  const imports = createImportService({
    db: app.database.db,
    clock: app.clock,
    report(outcome, error) {
      app.metrics.count('job_run', { job: 'catalogue-import', outcome });
      if (error) app.log.error({ err: error }, 'catalogue import failed');
    },
    invalidate: () =>
      app.readCache.invalidate('home-sections', 'recommend-best', 'curation-center', 'curation-picks'),
  });
  app.addHook('onReady', () => imports.resume());
  // Every hour at :40, the previews left a day before go (with the file's rows they hold).
  scheduleJob(app, {
    schedule: '40 * * * *',
    label: 'search: abandoned import previews purge',
    countName: 'purged',
    task: imports.purgeAbandonedPreviews,
  });
  app.addHook('onClose', () => imports.settle());
  return imports;
}

/** How often the ranking's tie-break takes in the service's new loans (decision 110). */
const POPULARITY_REFRESH_MS = 60 * 60 * 1000;

/**
 * The search ranking's popularity includes the service's own loans of the last year (popularity.ts):
 * recomputed when the app is ready and every hour, from the library's loan figures (its public face).
 */
function keepPopularityFresh(app: FastifyInstance) {
  const refresh = async () => {
    const since = addDays(app.clock.today(), -365);
    await refreshPopularity(app.database.db, await app.library.loanFigures.counts({ since }));
  };
  app.addHook('onReady', refresh);
  const timer = setInterval(() => {
    refresh().catch((error: unknown) => app.log.warn({ error }, 'popularity refresh failed'));
  }, POPULARITY_REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
