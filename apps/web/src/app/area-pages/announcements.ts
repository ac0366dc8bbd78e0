import { type AreaPages, communityPage, eventPage, textbookPage } from './route-modules.ts';

/** The page of each ready route of the announcements area (config/routes/announcements.ts). */
export const announcementsPages: AreaPages<'announcements'> = {
  Notice: communityPage('NoticeRoute'),
  NoticePureScreen: communityPage('NoticeRoute'),
  NoticeDetail: communityPage('NoticeDetailRoute'),
  Faq: communityPage('FaqRoute'),
  SystemInfo: communityPage('SystemInfoRoute'),
  GoodUse: communityPage('GoodUseRoute'),
  HowTo: communityPage('HowToRoute'),
  Dls: communityPage('DlsRoute'),
  DLSEventSubmit: eventPage('DLSEventSubmitRoute'),
  DSREvent: eventPage('DSREventRoute'),
  DSREvent2025: eventPage('DSREvent2025Route'),
  MissionEvent2025: eventPage('MissionEvent2025Route'),
  EventBalanceGame: eventPage('EventBalanceGameRoute'),
  EventQuiz: eventPage('EventQuizRoute'),
  EventSurvey: eventPage('EventSurveyRoute'),
  GatheringEvent2025: eventPage('GatheringEvent2025Route'),
  UseBus: eventPage('UseBusRoute'),
  UseCoffee: eventPage('UseCoffeeRoute'),
  ContestEvent: eventPage('ContestEventRoute'),
  IntroduceLibraryEvent: eventPage('IntroduceLibraryEventRoute'),
  BestUseEvent: eventPage('BestUseEventRoute'),
  ContestVote: eventPage('ContestVoteRoute'),
  TextbookCount: eventPage('TextbookCountRoute'),
  Textbook: textbookPage('TextbookRoute'),
};
