import { useId, useState } from 'react';
import { Link } from 'react-router';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { setMenuDrawerOpen } from '../../menus/public.ts';
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
    case 'post':
      return (
        <form method="post" action={entry.action} target="_blank" className="quick-menu__form" rel="noopener">
          {Object.entries(entry.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="quick-menu__button">
            {entry.label}
            <span className="visually-hidden">{ko.quickMenu.newWindow}</span>
          </button>
        </form>
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

/**
 * At 480 px and below the bar has room for five buttons (quick-menu.css). With more, it shows the first
 * four and a 'more' button that unfolds the rest in rows above; wider screens never see that button.
 */
export const QUICK_BAR_SLOTS = 5;

/** The floating quick-menu buttons (spec 000 §2), by site and role, with a back-to-top button. */
export function QuickMenu() {
  const { basePath } = useSite();
  const member = useMember();
  const entries = quickMenuEntries(basePath, member);
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  // The entries plus the back-to-top button.
  const folds = entries.length + 1 > QUICK_BAR_SLOTS;
  const more = (
    <li className="quick-menu__more" key="more">
      <button
        type="button"
        className="quick-menu__button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? ko.quickMenu.less : ko.quickMenu.more}
      </button>
    </li>
  );
  return (
    <nav className="quick-menu" aria-label={ko.quickMenu.label}>
      <ul
        id={listId}
        className="quick-menu__list"
        data-folds={folds || undefined}
        data-expanded={(folds && expanded) || undefined}
      >
        {entries.map((entry, index) => [
          folds && index === QUICK_BAR_SLOTS - 1 ? more : null,
          <li key={entry.key}>
            <Entry entry={entry} />
          </li>,
        ])}
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
