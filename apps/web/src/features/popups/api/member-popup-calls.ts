/** The calls of a member's own root popups (survey, DLS consent, prize event), loaded only for a member. */
export { PRIZE_EVENT_ID } from '@reading/contract/event/prize-event';
export { checkMemberKey } from '../../event/public.ts';
export { getMemberAgree } from '../../membership/public.ts';
export { getSurveyList } from '../../survey/public.ts';
