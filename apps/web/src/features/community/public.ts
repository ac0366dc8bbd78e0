/**
 * The community area's public face (decision 062): the staff console reads the same lists and pages
 * the members read (inquiries, counselling, policy pages), and what the member may do (staff/me).
 */
export { communityKeys } from './api/keys.ts';
export { useQnaList } from './api/qna-board.ts';
export { useCounselingList } from './api/reading-counseling.ts';
export { useSitePage } from './api/site-pages.ts';
export { useStaffMe } from './api/staff-me.ts';
