import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { promotionMessages } from '../../../messages/promotion.ts';
import '../../../components/board/board.css';
import './promotion.css';

const t = promotionMessages;

export type PromotionPageKind = keyof typeof promotionMessages.pages;

const PAGES: readonly { kind: PromotionPageKind; route: RouteName }[] = [
  { kind: 'novel', route: 'PromotionNovel' },
  { kind: 'human', route: 'PromotionHuman' },
  { kind: 'travel', route: 'PromotionTravel' },
  { kind: 'history', route: 'PromotionHistory' },
  { kind: 'language', route: 'PromotionLanguage' },
];

/** The {type} every promotion page opens with from the menus (decision 022). */
export const MAIN_TYPE = 'main';

/** The frame of the five promotion pages: their links, then the community pages' heading (one h1 and the lead). */
export function PromotionPage({ kind, children }: { kind: PromotionPageKind; children: ReactNode }) {
  const { basePath } = useSite();
  const page = t.pages[kind];
  return (
    <section className="container promotion-page" aria-labelledby="promotion-title">
      <nav className="promotion-nav" aria-label={t.nav}>
        <ul>
          {PAGES.map((p) => (
            <li key={p.kind}>
              <Link
                to={hrefFor(p.route, { basePath, params: { type: MAIN_TYPE } })}
                className="promotion-nav__link"
                aria-current={p.kind === kind ? 'page' : undefined}
              >
                {t.pages[p.kind].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <header className="community-page__head">
        <div>
          <h1 id="promotion-title" className="community-page__title">
            {page.title}
          </h1>
          <p className="community-page__lead">{page.lead}</p>
        </div>
      </header>
      {children}
    </section>
  );
}
