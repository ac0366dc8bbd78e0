import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import './welcome-section.css';

/** The home page's opening: who the portal is for and, on a school site, which level this is. */
export function WelcomeSection() {
  const site = useSite();
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="container welcome__inner">
        <div className="welcome__text">
          <p className="welcome__badge" data-testid="welcome-site-level">
            {site.level?.name ?? ko.home.mainSiteBadge}
          </p>
          <h1 id="welcome-title" className="welcome__title">
            {ko.home.title}
          </h1>
          <p className="welcome__description">{ko.home.description}</p>
          {site.level ? <p className="welcome__level">{ko.home.levelDescription(site.level.name)}</p> : null}
        </div>
        <BooksIllustration />
      </div>
    </section>
  );
}

/** Decorative: a shelf of books and an open one, in the site's accent. */
function BooksIllustration() {
  return (
    <svg className="welcome__art" viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <circle cx="214" cy="96" r="92" fill="var(--site-accent-soft)" />
      <rect x="60" y="182" width="220" height="10" rx="5" fill="var(--color-border-strong)" />
      <rect x="78" y="70" width="30" height="112" rx="4" fill="var(--site-accent)" />
      <rect x="84" y="86" width="18" height="4" rx="2" fill="#fff" opacity=".8" />
      <rect x="112" y="92" width="26" height="90" rx="4" fill="#f0a30a" />
      <rect x="142" y="56" width="34" height="126" rx="4" fill="var(--color-primary-strong)" />
      <rect x="149" y="74" width="20" height="4" rx="2" fill="#fff" opacity=".8" />
      <g transform="rotate(12 205 130)">
        <rect x="188" y="78" width="28" height="106" rx="4" fill="#e2735a" />
      </g>
      <path
        d="M196 52c16-10 34-10 48 0v40c-14-10-32-10-48 0z"
        fill="#fff"
        stroke="var(--site-accent)"
        strokeWidth="3"
      />
      <path
        d="M292 52c-16-10-34-10-48 0v40c14-10 32-10 48 0z"
        fill="#fff"
        stroke="var(--site-accent)"
        strokeWidth="3"
      />
      <path
        d="M206 62c9-4 20-4 30 0M206 72c9-4 20-4 30 0M252 62c10-4 21-4 30 0M252 72c10-4 21-4 30 0"
        fill="none"
        stroke="var(--color-border-strong)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
