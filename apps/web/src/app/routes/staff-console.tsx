import { AnswerManage } from '../../features/staff-console/components/answer-manage.tsx';
import { CommunityManage } from '../../features/staff-console/components/community-manage.tsx';
import { PostFormPage } from '../../features/staff-console/components/post-form-page.tsx';
import { PromotionIntroManage } from '../../features/staff-console/components/promotion-intro-manage.tsx';
import { SitePageManage } from '../../features/staff-console/components/site-page-manage.tsx';
import { StaffAuditManage } from '../../features/staff-console/components/staff-audit-manage.tsx';

/**
 * The staff console (decision 078). The editor (Tiptap) is not in this module: the write pages load it
 * lazily, so the lists open without it.
 */
export const CommunityManageRoute = () => <CommunityManage />;
export const CommunityPostFormRoute = () => <PostFormPage />;
export const CommunityAnswerManageRoute = () => <AnswerManage />;
export const SitePageManageRoute = () => <SitePageManage />;
export const PromotionIntroManageRoute = () => <PromotionIntroManage />;
export const StaffAuditManageRoute = () => <StaffAuditManage />;
