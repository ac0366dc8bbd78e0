import type { Db } from '../client.ts';
import { seedCommunityDemo } from './community-demo.ts';
import { seedGuidePosts } from './community-guides.ts';
import { seedSitePages } from './community-pages.ts';
import { seedDemoConditionAccounts, seedDemoLibraries, seedDemoMembers, seedDemoPatrons } from './demo.ts';
import {
  seedBannedWords,
  seedCatalogueLibraries,
  seedClassicsHoldings,
  seedHoldings,
  seedIllGroups,
} from './holdings.ts';
import { seedAccessionDates, seedLoanHistory } from './library-loan-history.ts';
import { seedLibraryServices } from './library-services.ts';
import { seedFooterDetails, seedMainSetup, seedMenus, seedRegions, seedSchools } from './portal.ts';
import { seedDemoActivities } from './portal-activities.ts';
import { seedCurations } from './portal-curation.ts';
import { seedDemoDebate } from './portal-debate.ts';
import { seedDemoEvents } from './portal-events.ts';
import { seedDemoGroups } from './portal-groups.ts';
import { seedDemoMarathons } from './portal-marathon.ts';
import { seedDemoBadges, seedDemoMessages, seedDemoNotifications, seedDemoShelves } from './portal-mypage.ts';
import { seedDemoPortfolio } from './portal-portfolio.ts';
import { seedPromotionIntros } from './portal-promotion.ts';
import { seedDemoQuizzes } from './portal-quiz.ts';
import { seedDemoReportContests } from './portal-report-contest.ts';
import { seedDemoStaffAudit } from './portal-staff-audit.ts';
import { seedDemoSurveys } from './portal-survey.ts';
import { seedDemoTeacherClasses } from './portal-teacher-classes.ts';
import { seedDemoShares } from './portal-teachershare.ts';
import { seedDemoLessons } from './portal-teachersupport.ts';
import { seedBooks, seedKdc, seedKeywordBlocks, seedLoanRankings } from './search.ts';

/**
 * Seeds reference data (regions, schools, books, KDC, rankings, site setup) and, when asked, demo data.
 * Idempotent: every step inserts only what is missing.
 */
export async function seed(db: Db, options: { demo: boolean }) {
  await seedRegions(db);
  await seedSchools(db);
  await seedFooterDetails(db);
  await seedMainSetup(db);
  await seedMenus(db);
  await seedSitePages(db);
  await seedGuidePosts(db);
  await seedKdc(db);
  await seedBooks(db);
  await seedLoanRankings(db);
  await seedCatalogueLibraries(db);
  await seedIllGroups(db);
  await seedKeywordBlocks(db);
  await seedBannedWords(db);
  if (options.demo) {
    await seedDemoLibraries(db);
    await seedDemoMembers(db);
    await seedHoldings(db);
    await seedClassicsHoldings(db);
    await seedDemoConditionAccounts(db);
    await seedDemoPatrons(db);
    await seedLibraryServices(db);
    await seedLoanHistory(db);
    await seedAccessionDates(db);
    await seedCurations(db);
    await seedCommunityDemo(db);
    await seedPromotionIntros(db);
    await seedDemoSurveys(db);
    await seedDemoEvents(db);
    await seedDemoBadges(db);
    await seedDemoNotifications(db);
    await seedDemoMessages(db);
    await seedDemoShelves(db);
    await seedDemoLessons(db);
    await seedDemoTeacherClasses(db);
    await seedDemoActivities(db);
    await seedDemoQuizzes(db);
    await seedDemoGroups(db);
    await seedDemoMarathons(db);
    await seedDemoShares(db);
    await seedDemoPortfolio(db);
    await seedDemoReportContests(db);
    await seedDemoDebate(db);
    await seedDemoStaffAudit(db);
  }
}
