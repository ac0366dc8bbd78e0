import { Link } from 'react-router';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { homeMessages } from '../../../messages/home.ts';
import { useBannerCarousel } from '../hooks/use-banner-carousel.ts';
import './banner-carousel.css';

/** Spec 000 §9: the banner moves on every 2.5 s. */
export const BANNER_AUTOPLAY_MS = 2500;

type Slide = { key: keyof typeof homeMessages.slides; route: RouteName; tone: string };

const SLIDES: readonly Slide[] = [
  { key: 'popular', route: 'PopularCuration', tone: 'accent' },
  { key: 'marathon', route: 'ReadingMarathon', tone: 'warm' },
  { key: 'dls', route: 'DlsGuide', tone: 'deep' },
  { key: 'quiz', route: 'QuizList', tone: 'fresh' },
];

/**
 * The home banner (spec 000 §2 Home page): loops, moves every 2.5 s, and has a pause/play button.
 * Autoplay also pauses while the pointer or keyboard focus is on the slides, so it never moves
 * under the user (WCAG 2.2.2).
 */
export function BannerCarousel() {
  const { basePath } = useSite();
  const { viewportRef, selected, playing, togglePlay, scrollPrev, scrollNext } =
    useBannerCarousel(BANNER_AUTOPLAY_MS);

  return (
    <section className="banner" aria-roledescription="carousel" aria-label={homeMessages.carousel.label}>
      <div className="banner__viewport" ref={viewportRef}>
        <div className="banner__track" aria-live={playing ? 'off' : 'polite'}>
          {SLIDES.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide a group; a fieldset is for form controls.
            <div
              key={slide.key}
              className="banner__slide"
              data-tone={slide.tone}
              role="group"
              aria-roledescription="slide"
              aria-label={homeMessages.carousel.slide(index + 1, SLIDES.length)}
              aria-hidden={index !== selected}
            >
              <p className="banner__title">{homeMessages.slides[slide.key].title}</p>
              <p className="banner__text">{homeMessages.slides[slide.key].text}</p>
              <Link
                className="banner__link"
                to={hrefFor(slide.route, { basePath })}
                tabIndex={index === selected ? 0 : -1}
              >
                {homeMessages.carousel.more}
                <span className="visually-hidden">: {homeMessages.slides[slide.key].title}</span>
              </Link>
            </div>
          ))}
        </div>
      </div>
      <div className="banner__controls">
        <button
          type="button"
          className="banner__control"
          aria-label={homeMessages.carousel.previous}
          onClick={scrollPrev}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <span className="banner__counter" aria-hidden="true">
          {selected + 1} / {SLIDES.length}
        </span>
        <button
          type="button"
          className="banner__control"
          aria-label={homeMessages.carousel.next}
          onClick={scrollNext}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14">
            <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
        <button
          type="button"
          className="banner__control banner__control--play"
          aria-label={playing ? homeMessages.carousel.pause : homeMessages.carousel.play}
          onClick={togglePlay}
          data-playing={playing}
        >
          <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="currentColor">
            {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
          </svg>
        </button>
      </div>
    </section>
  );
}
