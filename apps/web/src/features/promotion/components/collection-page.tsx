import { collectionKeyOf, collectionsOf, type PromotionKind } from '@reading/contract/promotion/collections';
import { Link, useParams } from 'react-router';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor, type RouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { promotionMessages } from '../../../messages/promotion.ts';
import { useCollectionBooks } from '../api/get-collection-books.ts';
import { BookShelf } from './book-shelf.tsx';
import { MAIN_TYPE, PromotionPage } from './promotion-page.tsx';
import { useBooksQuery } from './use-books-query.ts';

const t = promotionMessages;

const ROUTES: Record<PromotionKind, RouteName> = {
  novel: 'PromotionNovel',
  human: 'PromotionHuman',
  language: 'PromotionLanguage',
};

/**
 * PromotionNovel, PromotionHuman, PromotionLanguage: a kind's collections as links ({type} in the
 * address; 'main' is the first), the chosen one's introduction (the operator's, else its summary) and
 * its books.
 */
export function CollectionPage({ kind }: { kind: PromotionKind }) {
  const { basePath } = useSite();
  const { type = MAIN_TYPE } = useParams();
  const collections = collectionsOf(kind);
  const chosen = type === MAIN_TYPE ? collections[0] : collections.find((c) => c.type === type);
  const { query } = useBooksQuery();
  const books = useCollectionBooks(chosen ? collectionKeyOf(chosen) : undefined, query);
  const hrefOf = (collectionType: string) =>
    hrefFor(ROUTES[kind], { basePath, params: { type: collectionType } });
  const collection = books.data?.collection;
  return (
    <PromotionPage kind={kind}>
      <nav className="promotion-collections" aria-label={t.collections}>
        <ul>
          {collections.map((c) => (
            <li key={c.type}>
              <Link
                to={hrefOf(c.type)}
                className="promotion-chip"
                aria-current={c === chosen ? 'page' : undefined}
              >
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {chosen ? (
        <>
          <div className="promotion-intro">
            <h2 className="promotion-intro__title">{chosen.title}</h2>
            {collection?.intro ? (
              <div lang="ko">
                <SafeHtml html={collection.intro} className="promotion-intro__body" />
              </div>
            ) : (
              <p className="promotion-intro__body">{chosen.summary}</p>
            )}
          </div>
          <BookShelf
            heading={t.books.listOf(chosen.title)}
            data={books.data}
            isError={books.isError}
            error={books.error}
            onRetry={() => void books.refetch()}
          />
        </>
      ) : (
        <StatusMessage variant="section" icon="missing" title={t.collectionNotFound}>
          <ButtonLink to={hrefOf(MAIN_TYPE)} variant="secondary">
            {t.toFirst}
          </ButtonLink>
        </StatusMessage>
      )}
    </PromotionPage>
  );
}
