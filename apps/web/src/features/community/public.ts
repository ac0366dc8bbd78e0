/**
 * The community area's public face (decision 062): the staff console reads the same lists and pages
 * the members read (inquiries, counselling, policy pages), and what the member may do (staff/me).
 */

export { getDlsNoticeToday } from './api/dls-notice-today.ts';
export { communityKeys } from './api/keys.ts';
export { getNoticeDetail, getNoticeList, noticeFileDownload } from './api/notice-board.ts';
export { useQnaList } from './api/qna-board.ts';
export { useCounselingList } from './api/reading-counseling.ts';
export { getSchoolNewsDetail, getSchoolNewsList, schoolNewsFileDownload } from './api/school-news.ts';
export { useServiceRequestList } from './api/service-request.ts';
export { useSitePage } from './api/site-pages.ts';
export { useStaffMe } from './api/staff-me.ts';
