import { Link } from 'react-router';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { setMenuDrawerOpen } from '../../menus/drawer-state.ts';
import { type QuickMenuEntry, quickMenuEntries } from '../quick-menu-entries.ts';
import './quick-menu.css';

function Entry({ entry }: { entry: QuickMenuEntry }) {
  switch (entry.kind) {
    case 'link':
      return (
        <Link className="quick-menu__button" to={entry.href}>
          {entry.label}
        </Link>
      );
    case 'external':
      return (
        <a className="quick-menu__button" href={entry.href} target="_blank" rel="noopener noreferrer">
          {entry.label}
          <span className="visually-hidden">{ko.quickMenu.newWindow}</span>
        </a>
      );
    case 'preparing':
      return (
        <button
          type="button"
          className="quick-menu__button"
          onClick={() => void alertDialog(ko.common.servicePreparing)}
        >
          {entry.label}
        </button>
      );
    case 'drawer':
      return (
        <button type="button" className="quick-menu__button" onClick={() => setMenuDrawerOpen(true)}>
          {entry.label}
        </button>
      );
  }
}

/** The floating quick-menu buttons (spec 000 §2), by site and role, with a back-to-top button. */
export function QuickMenu() {
  const { basePath } = useSite();
  const member = useMember();
  const entries = quickMenuEntries(basePath, member);
  return (
    <nav className="quick-menu" aria-label={ko.quickMenu.label}>
      <ul className="quick-menu__list">
        {entries.map((entry) => (
          <li key={entry.key}>
            <Entry entry={entry} />
          </li>
        ))}
        <li>
          <button
            type="button"
            className="quick-menu__button quick-menu__button--top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            {ko.quickMenu.top}
          </button>
        </li>
      </ul>
    </nav>
  );
}
