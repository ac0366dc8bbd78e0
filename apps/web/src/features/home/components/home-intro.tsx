import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { homeMessages } from '../../../messages/home.ts';
import './home-intro.css';

type Feature = { key: keyof typeof homeMessages.features; route: RouteName; icon: ReactNode };

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

// The areas of spec 000 §1, each leading to the entry route of its area.
const FEATURES: readonly Feature[] = [
  {
    key: 'search',
    route: 'TotalSearch',
    icon: <path {...stroke} d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 20 20" />,
  },
  {
    key: 'curation',
    route: 'PopularCuration',
    icon: (
      <path {...stroke} d="m12 4 2.4 4.9 5.4.8-3.9 3.8.9 5.4L12 16.4l-4.8 2.5.9-5.4-3.9-3.8 5.4-.8L12 4Z" />
    ),
  },
  {
    key: 'activities',
    route: 'RecommendList',
    icon: <path {...stroke} d="M5 19.5V6a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v13.5L12 16l-7 3.5ZM9 8.5h6M9 12h4" />,
  },
  {
    key: 'myReading',
    route: 'DashBoard',
    icon: <path {...stroke} d="M4 20V6.5M8.5 20V4M13 20V8M16.5 8.2l3.5 11.3M4 20h16" />,
  },
];

/** The home tab's short introduction: what the portal offers, one card per area. */
export function HomeIntro() {
  const site = useSite();
  return (
    <div className="home-intro">
      <h2 className="home-intro__heading">{homeMessages.introHeading}</h2>
      <ul className="home-intro__grid">
        {FEATURES.map((feature) => {
          const text = homeMessages.features[feature.key];
          return (
            <li key={feature.key} className="feature-card">
              <svg className="feature-card__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                {feature.icon}
              </svg>
              <h3 className="feature-card__title">
                <Link to={hrefFor(feature.route, { basePath: site.basePath })} className="feature-card__link">
                  {text.title}
                </Link>
              </h3>
              <p className="feature-card__description">{text.description}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
