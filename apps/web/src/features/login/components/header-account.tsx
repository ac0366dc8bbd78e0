import { memberTypeLabel } from '@reading/contract/codes/member-types';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { formatCountdown, useIdleSecondsLeft } from '../idle-timer.ts';
import { useMemberData } from '../member-data-store.ts';
import './header-account.css';

/**
 * The header's account area (spec 000 §2 Header). Anonymous: join and login links, login leading to
 * StudentLogin. Logged in: name, role label, the mm:ss session countdown and logout.
 */
export function HeaderAccount() {
  const session = useSession();
  const { basePath } = useSite();
  const secondsLeft = useIdleSecondsLeft();
  const memberData = useMemberData();
  const loanCount = memberData?.dlsUserInfo?.loanCount;
  const unread = memberData?.unreadNotificationCount;
  if (session) {
    const countdown = formatCountdown(secondsLeft ?? session.sessionTimeoutSeconds ?? 7200);
    return (
      <ul className="header-account header-account--member" aria-label={ko.auth.accountLabel}>
        <li className="header-account__who">
          <strong className="header-account__name" lang="ko">
            {session.name ?? session.userId}
          </strong>
          <span className="header-account__role">{memberTypeLabel(session.memberTypeCode ?? '')}</span>
          {session.verifyStatus === 'pending' || session.verifyStatus === 'refused' ? (
            // A teacher the school manager has not approved (decision 050) sees it at once.
            <span className="header-account__pending" data-testid="header-verify-status">
              {ko.auth.verifyStatus[session.verifyStatus]}
            </span>
          ) : null}
        </li>
        {loanCount !== undefined ? (
          <li className="header-account__loans">
            {/* Spec 000 §3 DLS user info: the member's current loans, a way into their library status. */}
            <Link
              to={hrefFor('MyLibraryStatus', { basePath })}
              title={ko.header.loanCountLabel(loanCount)}
              data-testid="header-loan-count"
            >
              {ko.header.loanCount(loanCount)}
            </Link>
          </li>
        ) : null}
        {unread !== undefined && unread !== null ? (
          <li className="header-account__loans">
            {/* Spec 000 §3: the unread system notification count, a way into MessageManage. */}
            <Link
              to={hrefFor('MessageManage', { basePath })}
              title={ko.header.notificationCountLabel(unread)}
              data-testid="header-notification-count"
            >
              {ko.header.notificationCount(unread)}
            </Link>
          </li>
        ) : null}
        <li className="header-account__timer">
          <span aria-hidden="true">{ko.auth.sessionLeft} </span>
          <span role="timer" aria-label={ko.auth.sessionLeftLabel(countdown)} data-testid="session-countdown">
            {countdown}
          </span>
        </li>
        <li>
          <button
            type="button"
            className="header-account__logout"
            onClick={() => void import('../logout.ts').then((m) => m.logout({ confirm: true }))}
          >
            {ko.auth.logout}
          </button>
        </li>
      </ul>
    );
  }
  return (
    <ul className="header-account">
      <li>
        <Link to={hrefFor('Signup', { basePath })}>{ko.auth.join}</Link>
      </li>
      <li>
        <Link to={hrefFor('StudentLogin', { basePath })}>{ko.auth.login}</Link>
      </li>
    </ul>
  );
}
