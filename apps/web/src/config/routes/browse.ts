import { inArea, page, redirect } from './route-entry.ts';

/** The browse area's routes (spec 001 §2.2), in the paths table's order. */
export const BROWSE_ROUTES = inArea('browse', [
  redirect('Recommend', '/Recommend', 'RecommendList'),
  page('RecommendList', '/RecommendList', 'ready'),
  page('QuizList', '/QuizList', 'ready'),
  page('ReadingMarathon', '/ReadingMarathon', 'ready'),
  page('BalanceGame', '/BalanceGame', 'ready'),
  page('QuizContest', '/QuizContest', 'ready'),
  page('ReadingNewsGroup', '/ReadingNewsGroup', 'ready'),
  page('ReadingGroup', '/ReadingGroup', 'ready'),
  page('PortfolioList', '/PortfolioList', 'ready'),
  page('RecommendDetail', '/RecommendDetail/:reaActKey', 'ready'),
  page('PortfolioDetail', '/PortfolioDetail/:portfolioKey', 'ready'),
]);
