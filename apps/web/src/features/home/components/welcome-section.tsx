import { useSite } from '../../../lib/site.ts';
import { homeMessages } from '../../../messages/home.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import './welcome-section.css';

/** The home page's opening: who the portal is for and, on a school site, which level this is. */
export function WelcomeSection() {
  const site = useSite();
  return (
    <section className="welcome" aria-labelledby="welcome-title">
      <div className="container welcome__inner">
        <div className="welcome__text">
          <p className="welcome__badge" data-testid="welcome-site-level">
            {site.level?.name ?? homeMessages.mainSiteBadge}
          </p>
          <h1 id="welcome-title" className="welcome__title">
            {homeMessages.title}
          </h1>
          <p className="welcome__description">{homeMessages.description}</p>
          {site.level ? (
            <p className="welcome__level">{homeMessages.levelDescription(site.level.name)}</p>
          ) : null}
        </div>
        <BannerCarousel />
      </div>
    </section>
  );
}
