import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { type ShellMember, useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import './dls-banner.css';

/** Spec 000 §2 Banner, §6: logged-in members other than managers who have no dlsUserNo. */
export function needsDlsBanner(member: ShellMember | null): boolean {
  return member !== null && member.role !== 'manager' && !member.dlsLinked;
}

/** The DLS-not-authenticated banner, linking to MembershipUpdate (DLS verification). */
export function DlsBanner() {
  const member = useMember();
  const { basePath } = useSite();
  if (!needsDlsBanner(member)) return null;
  return (
    <aside className="dls-banner" aria-label={ko.dlsBanner.label}>
      <div className="container dls-banner__inner">
        <p className="dls-banner__text">{ko.dlsBanner.text}</p>
        <Link className="dls-banner__link" to={hrefFor('MembershipUpdate', { basePath })}>
          {ko.dlsBanner.link}
        </Link>
      </div>
    </aside>
  );
}
