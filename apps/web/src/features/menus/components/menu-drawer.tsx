import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { ko } from '../../../messages/ko.ts';
import { useVisibleMenus } from '../use-visible-menus.ts';
import { MenuLink } from './menu-link.tsx';
import './menu-drawer.css';

/** The loan-card box of a school site's drawer (spec 000 §2 Header). */
function LoanCardBox() {
  const member = useMember();
  const { basePath } = useSite();
  return (
    <section className="menu-drawer__card" aria-label={ko.menu.loanCard}>
      <h3 className="menu-drawer__card-title">{ko.menu.loanCard}</h3>
      {member ? (
        <>
          <p className="menu-drawer__card-text">{ko.menu.loanCardHint}</p>
          <Link className="menu-drawer__card-link" to={hrefFor('Membership', { basePath })}>
            {ko.menu.loanCard}
          </Link>
        </>
      ) : (
        <p className="menu-drawer__card-text">{ko.menu.loanCardLogin}</p>
      )}
    </section>
  );
}

/**
 * The all-menu drawer: every group the visitor may use, opened and closed by the header's toggle;
 * a click on the backdrop or Escape closes it too (spec 000 §2 Header).
 */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const groups = useVisibleMenus();
  const site = useSite();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(panelRef, open);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="menu-drawer">
      <button
        type="button"
        className="menu-drawer__backdrop"
        aria-label={ko.menu.closeAll}
        tabIndex={-1}
        onClick={onClose}
        data-testid="menu-drawer-backdrop"
      />
      <div
        ref={panelRef}
        className="menu-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="menu-drawer__head">
          <h2 id={titleId} className="menu-drawer__title">
            {ko.menu.drawerTitle}
          </h2>
          <button type="button" className="menu-drawer__close" onClick={onClose}>
            {ko.menu.closeAll}
          </button>
        </div>
        {site.level ? <LoanCardBox /> : null}
        <nav aria-labelledby={titleId}>
          <ul className="menu-drawer__groups">
            {groups.map((group) => (
              <li key={group.groupCode} className="menu-drawer__group">
                <h3 className="menu-drawer__group-name">{group.groupName}</h3>
                <ul className="menu-drawer__items">
                  {group.items.map((item) => (
                    <li key={item.menuId}>
                      <MenuLink
                        routeName={item.routeName}
                        menuName={item.menuName}
                        label={item.label}
                        className="menu-drawer__link"
                        onNavigate={onClose}
                      />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
