import { AUTHCHECK_STATUS, SSO_ERROR_CODES } from '@reading/contract/auth/member-auth';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { authcheck } from '../api/authcheck.ts';
import { completeLogin } from '../complete-login.ts';
import { ssoLogout } from '../logout.ts';

/**
 * ResLogin, the SSO's return path: runs the authentication check and does exactly what spec 000 §8
 * says for each status.
 */
export function ResLogin() {
  const navigate = useNavigate();
  const { basePath } = useSite();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const run = async () => {
      const { data } = await authcheck(basePath);
      switch (data.status.value) {
        case AUTHCHECK_STATUS.loggedIn:
          if (data.member) {
            navigate(completeLogin(data.member, { sharedPc: data.sharedPc }), { replace: true });
          }
          return;
        case AUTHCHECK_STATUS.signupNeeded:
          await alertDialog(ko.auth.signupNeeded);
          navigate(hrefFor('Signup', { basePath }), { replace: true });
          return;
        case AUTHCHECK_STATUS.suspended:
          await alertDialog(ko.auth.suspended);
          ssoLogout();
          return;
        case AUTHCHECK_STATUS.notAllowedHere:
          await alertDialog(ko.auth.notAllowed);
          navigate(hrefFor('Home', { basePath }), { replace: true });
          return;
        default:
          if (data.errCode === SSO_ERROR_CODES.sessionGone) {
            // The SSO cookie is httpOnly: its logout endpoint clears it.
            ssoLogout();
            return;
          }
          await alertDialog(ko.auth.loginFailed);
          navigate(
            hrefFor(data.errCode === SSO_ERROR_CODES.loginFailed ? 'Login' : 'StudentLogin', { basePath }),
            { replace: true },
          );
      }
    };
    run().catch(async () => {
      await alertDialog(ko.auth.loginFailed);
      navigate(hrefFor('StudentLogin', { basePath }), { replace: true });
    });
  }, [basePath, navigate]);

  return (
    <div className="container">
      <StatusMessage title={ko.auth.resLoginChecking} icon="preparing" />
    </div>
  );
}
