import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SITES, useSite } from '../../lib/site.ts';
import { ko } from '../../messages/ko.ts';
import { LogoMark } from '../ui/logo-mark.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import './site-header.css';

export type SiteHeaderProps = {
  /** The search box with region selector, topic search and popular keywords (spec 000 §2 Header). */
  search?: ReactNode;
  /** Join/login links, or the member's name, role, countdown and logout. */
  account?: ReactNode;
  /** The all-menu toggle with its drawer. */
  menuToggle?: ReactNode;
  /** The menu bar under the header's main row. */
  menu?: ReactNode;
};

export function SiteHeader({ search, account, menuToggle, menu }: SiteHeaderProps) {
  const site = useSite();
  const siteLabel = site.level?.name ?? ko.header.mainSiteTagline;

  return (
    <header className="site-header">
      {/* A plain fragment link: <main> takes focus itself (tabIndex -1), and a hash-only change
          leaves the scroll reset alone because that keys on path and query. */}
      <a className="skip-link" href="#main">
        {ko.header.skipToMain}
      </a>
      <div className="site-header__bar">
        <div className="container site-header__bar-inner">
          <nav aria-label={ko.header.siteNavLabel}>
            <ul className="site-switcher">
              {SITES.map((item) => {
                const current = item.basePath === site.basePath;
                return (
                  <li key={item.key}>
                    <Link
                      to={item.basePath}
                      className="site-switcher__link"
                      data-site={item.key}
                      aria-current={current ? 'true' : undefined}
                    >
                      {item.level?.shortName ?? ko.header.mainSiteShortName}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="site-header__bar-end">
            {account ? <div className="site-header__account">{account}</div> : null}
            <LanguageSwitch />
          </div>
        </div>
      </div>
      <div className="container site-header__main">
        <Link to={site.basePath} className="site-logo">
          <LogoMark className="site-logo__mark" />
          <span className="site-logo__name">{ko.service.name}</span>
          <span className="site-logo__label" data-testid="site-level-label">
            {siteLabel}
          </span>
        </Link>
        {search ? <div className="site-header__search">{search}</div> : null}
        {menuToggle ? <div className="site-header__menu-toggle">{menuToggle}</div> : null}
      </div>
      {menu ? <div className="site-header__menu">{menu}</div> : null}
    </header>
  );
}
