import { inArea, page, redirect } from './route-entry.ts';

/** The schoolCommunity area's routes (spec 001 §2.2), in the paths table's order. */
export const SCHOOL_COMMUNITY_ROUTES = inArea('schoolCommunity', [
  redirect('SchoolCommunity', '/SchoolCommunity', 'SchoolNotice'),
  page('SchoolNotice', '/SchoolNotice', 'ready'),
  page('SchoolFaq', '/SchoolFaq', 'ready'),
  page('Survey', '/Survey', 'ready'),
  page('CenterReference', '/CenterReference', 'ready'),
  page('ApplyConsulting', '/ApplyConsulting', 'ready'),
  page('SchoolNews', '/SchoolNews', 'ready'),
  page('SchoolSystemInfo', '/SchoolSystemInfo', 'ready'),
  page('SchoolGoodUse', '/SchoolGoodUse', 'ready'),
  page('InquiryList', '/InquiryList', 'ready'),
  page('EventNotice', '/EventNotice', 'ready'),
  page('DlsNotice', '/DlsNotice', 'ready'),
  page('SchoolHowTo', '/SchoolHowTo', 'ready'),
  page('SurveyForm', '/SurveyForm', 'ready'),
  page('CenterReferenceDetail', '/CenterReferenceDetail', 'ready'),
  page('SchoolNewsDetail', '/SchoolNewsDetail', 'ready'),
  page('ApplyConsultingForm', '/ApplyConsultingForm', 'ready', 'studentOnly'),
  page('ApplyConsultingDetail', '/ApplyConsultingDetail', 'ready'),
  page('InquiryForm', '/InquiryForm', 'ready'),
  page('InquiryDetail', '/InquiryDetail', 'ready'),
  page('DlsNoticeDetail', '/DlsNoticeDetail', 'ready'),
  // Not in the spec: the staff console (decision 078). The table keeps students out; each page asks
  // the server what the member may write or answer (staff/me), and the server refuses the rest.
  page('CommunityManage', '/CommunityManage', 'ready', 'notStudent'),
  page('CommunityPostForm', '/CommunityPostForm', 'ready', 'notStudent'),
  page('CommunityAnswerManage', '/CommunityAnswerManage', 'ready', 'notStudent'),
  page('SitePageManage', '/SitePageManage', 'ready', 'notStudent'),
  // Not in the spec (decision 120): operators write the promotion collections' introductions.
  page('PromotionIntroManage', '/PromotionIntroManage', 'ready', 'notStudent'),
  // Not in the spec (decision 284): the staff action log; the server admits managers and operators.
  page('StaffAuditManage', '/StaffAuditManage', 'ready', 'notStudent'),
  // Not in the spec: the survey builder and its results (decision 100); the server admits operators
  // and school managers only.
  page('SurveyManage', '/SurveyManage', 'ready', 'notStudent'),
  page('SurveyResult', '/SurveyResult', 'ready', 'notStudent'),
  // Not in the spec: the events' console (decision 103); the server admits operators only.
  page('EventManage', '/EventManage', 'ready', 'notStudent'),
]);
