import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { type Session, useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';

/**
 * The member pages' guard: without a login, alert and go to StudentLogin; with `needsDls`, a member
 * without the library link gets 'DLS 인증이 필요합니다.' and MembershipUpdate (spec 000 §5).
 */
export function useMemberGuard({ needsDls }: { needsDls: boolean }): Session | null {
  const session = useSession();
  const navigate = useNavigate();
  const { basePath } = useSite();
  const handled = useRef(false);
  const blocked = !session || (needsDls && !session.dlsToken);

  useEffect(() => {
    if (!blocked || handled.current) return;
    handled.current = true;
    const go = async () => {
      if (!session) {
        await alertDialog(ko.auth.loginRequired);
        navigate(hrefFor('StudentLogin', { basePath }), { replace: true });
        return;
      }
      await alertDialog(ko.auth.dlsRequired);
      navigate(hrefFor('MembershipUpdate', { basePath }), { replace: true });
    };
    void go();
  }, [blocked, session, navigate, basePath]);

  return blocked ? null : session;
}
