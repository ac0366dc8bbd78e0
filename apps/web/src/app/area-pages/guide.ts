import { type AreaPages, communityPage } from './route-modules.ts';

/** The page of each ready route of the guide area (config/routes/guide.ts). */
export const guidePages: AreaPages<'guide'> = {
  DlsGuide: communityPage('DlsGuideRoute'),
  IntroduceGuide: communityPage('IntroduceGuideRoute'),
  GoodUseDetail: communityPage('GoodUseDetailRoute'),
  HowToDetail: communityPage('HowToDetailRoute'),
  DlsGuideDetail: communityPage('DlsGuideDetailRoute'),
  IntroduceGuideDetail: communityPage('IntroduceGuideDetailRoute'),
  EmailRule: communityPage('EmailRuleRoute'),
  PersonalPrivacy: communityPage('PersonalPrivacyRoute'),
  UseCondition: communityPage('UseConditionRoute'),
  Maintenance: communityPage('MaintenanceRoute'),
};
