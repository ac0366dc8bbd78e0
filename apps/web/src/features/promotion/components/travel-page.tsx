import { CONTINENTS, PROMOTION_REGIONS } from '@reading/contract/promotion/regions';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { promotionMessages } from '../../../messages/promotion.ts';
import { useRegionBooks } from '../api/get-region-books.ts';
import { useRegions } from '../api/get-regions.ts';
import { BookShelf } from './book-shelf.tsx';
import { MAIN_TYPE, PromotionPage } from './promotion-page.tsx';
import { useBooksQuery } from './use-books-query.ts';
import { WorldMap } from './world-map.tsx';

const t = promotionMessages.travel;
/** The world's travel books: the server's key for "no region chosen". */
const WORLD = 'world';

/**
 * PromotionTravel: the world map and, beside it, the same regions as a plain list (the map's text
 * alternative); choosing one puts its key in the address ({type}; 'main' is the whole world) and lists
 * its travel, history and culture books.
 */
export function TravelPage() {
  const id = useId();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const { type = MAIN_TYPE } = useParams();
  const regions = useRegions();
  // The server names regions in Korean; the contract's table names them by key in the reader's language.
  const named = <R extends { key: string; name: string }>(r: R): R => ({
    ...r,
    name: PROMOTION_REGIONS.find((p) => p.key === r.key)?.name ?? r.name,
  });
  const regionList = regions.data?.map(named);
  const { query } = useBooksQuery();
  const selectedKey = type === MAIN_TYPE || type === WORLD ? null : type;
  const books = useRegionBooks(selectedKey ?? WORLD, query);
  const select = (key: string | null) =>
    navigate(hrefFor('PromotionTravel', { basePath, params: { type: key ?? MAIN_TYPE } }), {
      preventScrollReset: true,
    });
  const known = !selectedKey || regionList?.some((r) => r.key === selectedKey);
  // The heading names what the list shows: while another region's books load, the list and its heading
  // stay those of the last answer together.
  const region = books.data?.region;
  const shown = books.data ? region && named(region) : regionList?.find((r) => r.key === selectedKey);
  const heading = shown ? t.regionBooks(shown.name) : t.worldBooks;
  const continents = Object.entries(CONTINENTS) as [keyof typeof CONTINENTS, string][];

  return (
    <PromotionPage kind="travel">
      {regionList ? (
        <div className="travel-layout">
          <WorldMap regions={regionList} selectedKey={selectedKey} onSelect={select} />
          <nav className="region-list" aria-labelledby={`${id}-regions`}>
            <h2 id={`${id}-regions`} className="region-list__title">
              {t.listTitle}
            </h2>
            <button
              type="button"
              className="promotion-chip"
              aria-pressed={selectedKey === null}
              onClick={() => select(null)}
            >
              {t.world}
            </button>
            {continents.map(([continent, name]) => {
              const inContinent = regionList.filter((r) => r.continent === continent);
              if (!inContinent.length) return null;
              return (
                <div key={continent} className="region-list__group">
                  <h3 className="region-list__continent">{name}</h3>
                  <ul>
                    {inContinent.map((r) => (
                      <li key={r.key}>
                        <button
                          type="button"
                          className="promotion-chip"
                          aria-pressed={r.key === selectedKey}
                          onClick={() => select(r.key)}
                        >
                          {r.name} <span className="promotion-chip__count">{r.bookCount}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        </div>
      ) : regions.isError ? (
        <BoardError error={regions.error} onRetry={() => void regions.refetch()} />
      ) : (
        <BoardLoading />
      )}
      <p className="visually-hidden" role="status">
        {books.data ? `${heading} ${promotionMessages.books.count(books.data.totalCount)}` : ''}
      </p>
      {known ? (
        <BookShelf
          heading={heading}
          data={books.data}
          isError={books.isError}
          error={books.error}
          onRetry={() => void books.refetch()}
        />
      ) : (
        <StatusMessage variant="section" icon="missing" title={t.regionNotFound} />
      )}
    </PromotionPage>
  );
}
