import { type AreaPages, curationPage } from './route-modules.ts';

/** The page of each ready route of the curation area (config/routes/curation.ts). */
export const curationPages: AreaPages<'curation'> = {
  PopularCuration: curationPage('PopularCurationRoute'),
  AccessionCuration: curationPage('AccessionCurationRoute'),
  CenterCuration: curationPage('CenterCurationRoute'),
  StudentCuration: curationPage('StudentCurationRoute'),
  ParticipationCustomizedCuration: curationPage('CustomizedCurationRoute'),
  ParticipationCustomizedProcess: curationPage('CustomizedProcessRoute'),
  ParticipationCustomizedCurationResult: curationPage('CustomizedResultRoute'),
  ReadingStatistics: curationPage('ReadingStatisticsRoute'),
};
