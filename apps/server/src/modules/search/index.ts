import type { FastifyInstance } from 'fastify';
import { createCatalogueRepository } from './catalogue/catalogue.repository.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { createCatalogueService } from './catalogue/catalogue.service.ts';
import { createKeywordsRepository } from './keywords/keywords.repository.ts';
import { keywordsRoutes } from './keywords/keywords.routes.ts';
import { createKeywordsService } from './keywords/keywords.service.ts';
import { createRecommendRepository } from './recommend/recommend.repository.ts';
import { recommendRoutes } from './recommend/recommend.routes.ts';
import { createRecommendService } from './recommend/recommend.service.ts';

/**
 * Search module: the union catalogue under /alpasq/api (schema `search`): search, aggkw, keyword/best,
 * keyword/block/list, detail/info, recommend/*. Other modules use catalogue/holdings.service.ts.
 */
export async function searchModule(app: FastifyInstance) {
  const db = app.database.db;
  const catalogue = createCatalogueService(createCatalogueRepository(db));
  const keywords = createKeywordsService(createKeywordsRepository(db), catalogue);
  const recommend = createRecommendService(createRecommendRepository(db), keywords);
  await app.register(catalogueRoutes, { catalogue, keywords });
  await app.register(keywordsRoutes, { keywords });
  await app.register(recommendRoutes, { recommend });
}
