import {
  type AreaPages,
  activityPage,
  debatePage,
  groupPage,
  marathonPage,
  portfolioPage,
  quizPage,
} from './route-modules.ts';

/** The page of each ready route of the browse area (config/routes/browse.ts). */
export const browsePages: AreaPages<'browse'> = {
  RecommendList: activityPage('RecommendListRoute'),
  RecommendDetail: activityPage('RecommendDetailRoute'),
  PortfolioList: portfolioPage('PortfolioListRoute'),
  PortfolioDetail: portfolioPage('PortfolioDetailRoute'),
  ReadingGroup: groupPage('ReadingGroupRoute'),
  QuizList: quizPage('QuizListRoute'),
  ReadingMarathon: marathonPage('ReadingMarathonRoute'),
  QuizContest: quizPage('QuizContestRoute'),
  BalanceGame: debatePage('BalanceGameRoute'),
  ReadingNewsGroup: debatePage('ReadingNewsGroupRoute'),
};
