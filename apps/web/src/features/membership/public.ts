/**
 * The membership area's public face (decision 062): pages of other areas that need a signed-in member
 * (and, when asked, a linked library card) use the same guard as the membership pages.
 */

export { getMemberAgree } from './api/dls.ts';
export { DlsConsentDialog } from './components/dls-consent-dialog.tsx';
export { useMemberGuard } from './components/use-member-guard.ts';
