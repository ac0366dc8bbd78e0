import {
  CenterBoardDetailPage,
  CenterBoardListPage,
} from '../../features/community/components/center-board-pages.tsx';
import {
  ApplyConsultingDetailPage,
  ApplyConsultingFormPage,
  ApplyConsultingPage,
} from '../../features/community/components/consulting-pages.tsx';
import { DlsNoticeDetailPage, DlsNoticePage } from '../../features/community/components/dls-notice-pages.tsx';
import { FaqPage } from '../../features/community/components/faq-page.tsx';
import {
  InquiryDetailPage,
  InquiryFormPage,
  InquiryListPage,
} from '../../features/community/components/inquiry-pages.tsx';
import {
  NoticeDetailPage,
  NoticePage,
  SchoolNoticePage,
} from '../../features/community/components/notice-pages.tsx';
import {
  SchoolNewsDetailPage,
  SchoolNewsPage,
} from '../../features/community/components/school-news-pages.tsx';
import {
  ServiceRequestDetailPage,
  ServiceRequestFormPage,
  ServiceRequestPage,
} from '../../features/community/components/service-request-pages.tsx';
import { SitePage } from '../../features/community/components/site-page.tsx';

/** The Announcements, School community and Policy and guide routes (spec 001 §2.2). */
export const NoticeRoute = () => <NoticePage />;
export const NoticeDetailRoute = () => <NoticeDetailPage />;
export const SchoolNoticeRoute = () => <SchoolNoticePage />;
export const EventNoticeRoute = () => <SchoolNoticePage events />;
export const FaqRoute = () => <FaqPage />;
export const SchoolFaqRoute = () => <FaqPage school />;
export const SchoolNewsRoute = () => <SchoolNewsPage />;
export const SchoolNewsDetailRoute = () => <SchoolNewsDetailPage />;
export const DlsNoticeRoute = () => <DlsNoticePage />;
export const DlsNoticeDetailRoute = () => <DlsNoticeDetailPage />;
export const InquiryListRoute = () => <InquiryListPage />;
export const InquiryFormRoute = () => <InquiryFormPage />;
export const InquiryDetailRoute = () => <InquiryDetailPage />;
export const ApplyConsultingRoute = () => <ApplyConsultingPage />;
export const ApplyConsultingFormRoute = () => <ApplyConsultingFormPage />;
/** Service requests (issue 21 part 3, decision 152): the question engine's third kind. */
export const ServiceRequestRoute = () => <ServiceRequestPage />;
export const ServiceRequestFormRoute = () => <ServiceRequestFormPage />;
export const ServiceRequestDetailRoute = () => <ServiceRequestDetailPage />;
export const ApplyConsultingDetailRoute = () => <ApplyConsultingDetailPage />;

export const CenterReferenceRoute = () => <CenterBoardListPage route="CenterReference" />;
export const SystemInfoRoute = () => <CenterBoardListPage route="SystemInfo" />;
export const SchoolSystemInfoRoute = () => <CenterBoardListPage route="SchoolSystemInfo" />;
export const GoodUseRoute = () => <CenterBoardListPage route="GoodUse" />;
export const SchoolGoodUseRoute = () => <CenterBoardListPage route="SchoolGoodUse" />;
export const HowToRoute = () => <CenterBoardListPage route="HowTo" />;
export const SchoolHowToRoute = () => <CenterBoardListPage route="SchoolHowTo" />;
export const DlsRoute = () => <CenterBoardListPage route="Dls" />;
export const DlsGuideRoute = () => <CenterBoardListPage route="DlsGuide" />;
export const IntroduceGuideRoute = () => <CenterBoardListPage route="IntroduceGuide" />;
export const CenterReferenceDetailRoute = () => <CenterBoardDetailPage route="CenterReferenceDetail" />;
export const GoodUseDetailRoute = () => <CenterBoardDetailPage route="GoodUseDetail" />;
export const HowToDetailRoute = () => <CenterBoardDetailPage route="HowToDetail" />;
export const DlsGuideDetailRoute = () => <CenterBoardDetailPage route="DlsGuideDetail" />;
export const IntroduceGuideDetailRoute = () => <CenterBoardDetailPage route="IntroduceGuideDetail" />;

export const EmailRuleRoute = () => <SitePage srCode="EmailRule" />;
export const PersonalPrivacyRoute = () => <SitePage srCode="PersonalPrivacy" />;
export const UseConditionRoute = () => <SitePage srCode="UseCondition" />;
export const MaintenanceRoute = () => <SitePage srCode="Maintenance" />;
