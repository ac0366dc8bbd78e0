import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';

/**
 * The header's account area (spec 000 §2 Header). Anonymous: join and login links, login leading to
 * StudentLogin. Logged in (identity issue): name, role label, session countdown and logout.
 */
export function HeaderAccount() {
  const session = useSession();
  const { basePath } = useSite();
  if (session) return null;
  return (
    <ul className="header-account">
      <li>
        <Link to={hrefFor('Signup', { basePath })}>회원가입</Link>
      </li>
      <li>
        <Link to={hrefFor('StudentLogin', { basePath })}>로그인</Link>
      </li>
    </ul>
  );
}
