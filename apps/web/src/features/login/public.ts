/**
 * The login area's public face (decision 062): the only file of `features/login` another feature may
 * import. The member's session ends here (logout) and the member data loaded after login lives here.
 */

export { getDlsUserInfo } from './api/member-data.ts';
export { logout } from './logout.ts';
export { refreshDlsUserInfo, refreshMemberCounts, useMemberData } from './member-data.ts';
