import { NavLink } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { searchMessages } from '../../../messages/search.ts';

export type SearchArea = 'menu' | 'result' | 'detail' | 'library';

/**
 * The search area's four tabs (spec 001 §2.4: active menu, result, detail, library menu) as navigation:
 * each is a page of its own, so a tab is a link with aria-current, not an in-page tab panel.
 */
export function SearchAreaTabs({
  active,
  resultHref,
  detailHref,
}: {
  active: SearchArea;
  resultHref?: string;
  detailHref?: string;
}) {
  const { basePath } = useSite();
  const items: { area: SearchArea; label: string; href?: string }[] = [
    { area: 'menu', label: searchMessages.areaTabs.menu, href: hrefFor('TotalSearch', { basePath }) },
    { area: 'result', label: searchMessages.areaTabs.result, href: resultHref },
    { area: 'detail', label: searchMessages.areaTabs.detail, href: detailHref },
    { area: 'library', label: searchMessages.areaTabs.library, href: hrefFor('SchoolSearch', { basePath }) },
  ];
  return (
    <nav className="search-area-tabs" aria-label={searchMessages.areaTabsLabel}>
      <ul>
        {items.map((item) => (
          <li key={item.area}>
            {item.href ? (
              <NavLink to={item.href} aria-current={item.area === active ? 'page' : undefined} end>
                {item.label}
              </NavLink>
            ) : (
              <span className="search-area-tabs__off" aria-disabled="true">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
