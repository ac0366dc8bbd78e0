import { useCallback } from 'react';
import { ko } from '../../../messages/ko.ts';
import { setMenuDrawerOpen, toggleMenuDrawer, useMenuDrawerOpen } from '../drawer-state.ts';
import { MenuDrawer } from './menu-drawer.tsx';
import './all-menu.css';

/** The header's all-menu toggle and its drawer (spec 000 §2 Header). */
export function AllMenu() {
  const open = useMenuDrawerOpen();
  const close = useCallback(() => setMenuDrawerOpen(false), []);
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
      <MenuDrawer open={open} onClose={close} />
    </>
  );
}
