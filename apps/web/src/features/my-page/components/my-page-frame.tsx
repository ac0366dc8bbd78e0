import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import './my-page.css';
import './my-page-lists.css';

const t = myPageMessages.nav;

/** My page's own menu: the pages a member opens most, in the spec's order. */
const NAV: ReadonlyArray<keyof typeof t & RouteName> = [
  'DashBoard',
  'MyBadge',
  'MessageManage',
  'BookShelfList',
  'MyActivitesCuration',
  'MyLibraryStatus',
  'MyCommunity',
  'InfoUpdate',
];

/** A my-page page: its heading, my page's menu beside it (above on a phone), and the page's body. */
export function MyPageFrame({
  current,
  title,
  titleId,
  actions,
  children,
}: {
  current: RouteName;
  title: ReactNode;
  titleId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { basePath } = useSite();
  return (
    <div className="container my-page">
      <nav className="my-page__nav" aria-label={t.label}>
        <ul>
          {NAV.map((name) => (
            <li key={name}>
              <NavLink
                to={hrefFor(name, { basePath })}
                aria-current={name === current ? 'page' : undefined}
                className={name === current ? 'is-current' : undefined}
              >
                {t[name]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="my-page__main" aria-labelledby={titleId}>
        <div className="my-page__head">
          <h1 id={titleId} className="my-page__title">
            {title}
          </h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}
