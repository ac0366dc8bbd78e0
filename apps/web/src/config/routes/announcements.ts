import { inArea, page, redirect } from './route-entry.ts';

/** The announcements area's routes (spec 001 §2.2), in the paths table's order. */
export const ANNOUNCEMENTS_ROUTES = inArea('announcements', [
  redirect('Community', '/Community', 'Notice'),
  page('Notice', '/Notice', 'ready'),
  page('NoticePureScreen', '/NoticePureScreen', 'ready'),
  page('Faq', '/Faq', 'ready'),
  page('SystemInfo', '/SystemInfo', 'ready'),
  page('GoodUse', '/GoodUse', 'ready'),
  page('Dls', '/Dls', 'ready'),
  page('HowTo', '/HowTo', 'ready'),
  page('NoticeDetail', '/NoticeDetail', 'ready'),
  page('DLSEventSubmit', '/DLSEventSubmit', 'ready'),
  page('DSREvent', '/DSREvent', 'ready'),
  page('DSREvent2025', '/DSREvent2025', 'ready'),
  page('MissionEvent2025', '/MissionEvent2025', 'ready'),
  page('EventBalanceGame', '/EventBalanceGame', 'ready'),
  page('EventQuiz', '/EventQuiz', 'ready'),
  page('EventSurvey', '/EventSurvey', 'ready'),
  page('GatheringEvent2025', '/GatheringEvent2025', 'ready'),
  // Two '/{hash}' event pages follow here in the spec; they are unnamed, so they are left out.
  page('UseBus', '/UseBus', 'ready'),
  page('UseCoffee', '/UseCoffee', 'ready'),
  page('ContestEvent', '/ContestEvent', 'ready'),
  page('IntroduceLibraryEvent', '/IntroduceLibraryEvent', 'ready'),
  page('BestUseEvent', '/BestUseEvent', 'ready'),
  page('ContestVote', '/ContestVote', 'ready'),
  page('TextbookCount', '/TextbookCount', 'ready'),
  page('Textbook', '/Textbook', 'ready'),
]);
