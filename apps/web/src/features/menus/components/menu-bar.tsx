import { useId } from 'react';
import { ko } from '../../../messages/ko.ts';
import { useVisibleMenus } from '../use-visible-menus.ts';
import { MenuLink } from './menu-link.tsx';
import './menu-bar.css';

/**
 * The top menu on wide screens (above 1000px): each group with its items in a panel that opens on
 * hover or keyboard focus. Narrower screens use the all-menu drawer only.
 */
export function MenuBar() {
  const groups = useVisibleMenus();
  const id = useId();
  return (
    <nav className="menu-bar" aria-label={ko.menu.navLabel}>
      <ul className="container menu-bar__groups">
        {groups.map((group) => (
          <li key={group.groupCode} className="menu-bar__group">
            <span className="menu-bar__group-name" id={`${id}-${group.groupCode}`}>
              {group.groupName}
            </span>
            <ul className="menu-bar__items" aria-labelledby={`${id}-${group.groupCode}`}>
              {group.items.map((item) => (
                <li key={item.menuId}>
                  <MenuLink
                    routeName={item.routeName}
                    menuName={item.menuName}
                    label={item.label}
                    className="menu-bar__link"
                  />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
