import { lazy, Suspense, useCallback, useState } from 'react';
import { ko } from '../../../messages/ko.ts';
import { setMenuDrawerOpen, toggleMenuDrawer, useMenuDrawerOpen } from '../drawer-state.ts';
import './all-menu.css';

// Decision 025: the drawer's code loads on its first opening; from then on it stays mounted as before.
const MenuDrawer = lazy(() => import('./menu-drawer.tsx').then((m) => ({ default: m.MenuDrawer })));

/** The header's all-menu toggle and its drawer (spec 000 §2 Header). */
export function AllMenu() {
  const open = useMenuDrawerOpen();
  const close = useCallback(() => setMenuDrawerOpen(false), []);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <>
      <button
        type="button"
        className="all-menu__toggle"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={toggleMenuDrawer}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
        </svg>
        <span className="all-menu__label">{ko.menu.openAll}</span>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MenuDrawer open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
