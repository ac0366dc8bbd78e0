import { inArea, page } from './route-entry.ts';

/** The guide area's routes (spec 001 §2.2), in the paths table's order. */
export const GUIDE_ROUTES = inArea('guide', [
  page('EmailRule', '/EmailRule', 'ready'),
  page('PersonalPrivacy', '/PersonalPrivacy', 'ready'),
  page('IntroduceGuide', '/IntroduceGuide', 'ready'),
  page('DlsGuide', '/DlsGuide', 'ready'),
  page('DlsGuideDetail', '/DlsGuideDetail', 'ready'),
  page('IntroduceGuideDetail', '/IntroduceGuide/Detail', 'ready'),
  page('UseCondition', '/UseCondition', 'ready'),
  page('Maintenance', '/Maintenance', 'ready'),
  page('HowToDetail', '/HowTo/Detail', 'ready'),
  page('GoodUseDetail', '/GoodUse/Detail', 'ready'),
]);
