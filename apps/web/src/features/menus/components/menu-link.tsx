import type { SiteBasePath } from '@reading/contract/codes/school-levels';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { useSite } from '../../../lib/site.ts';
import { TodoCount } from '../../todo/public.ts';
import { recordMenuClick } from '../api/record-menu-click.ts';

/**
 * Path parameters of menu targets that take one: the participation list opens on recent loans (as
 * the /participation redirect does); promotion pages on their first view, 'main'
 * (docs/decisions/022-menus-and-header.md).
 */
const MENU_PARAMS = { type: 'recentLoanBooks' } as const;
const PROMOTION_PARAMS = { type: 'main' } as const;

export function menuHref(routeName: RouteName, basePath: SiteBasePath): string {
  const params = routeName.startsWith('Promotion') ? PROMOTION_PARAMS : MENU_PARAMS;
  return hrefFor(routeName, { basePath, params });
}

/** A menu entry: navigates on the current site and reports the click (spec 000 §2 Menus, §7). */
export function MenuLink({
  routeName,
  menuName,
  label,
  className,
  onNavigate,
  children,
}: {
  routeName: RouteName;
  /** Recorded by the menu statistics (spec 000 §7): the Korean name in either language. */
  menuName: string;
  /** Shown, when the reader's language names the entry otherwise. */
  label?: string;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
}) {
  const { basePath } = useSite();
  const schKey = useCurrentSchKey();
  return (
    <Link
      to={menuHref(routeName, basePath)}
      className={className}
      onClick={() => {
        recordMenuClick(menuName, schKey);
        onNavigate?.();
      }}
    >
      {children ?? label ?? menuName}
      <TodoCount routeName={routeName} />
    </Link>
  );
}
