import { useSearchParams } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { useBookDetail } from '../../../features/search/api/get-book-detail.ts';
import { BookDetailView } from '../../../features/search/components/book-detail.tsx';
import { SearchAreaTabs } from '../../../features/search/components/search-area-tabs.tsx';
import '../../../features/search/components/search.css';
import { useMember } from '../../../lib/member.ts';
import { ko } from '../../../messages/ko.ts';
import { searchMessages } from '../../../messages/search.ts';

function DetailPage({ by }: { by: 'bookKey' | 'isbn' }) {
  const [params] = useSearchParams();
  const value = params.get(by) ?? '';
  const member = useMember();
  // A member's own school decides whether they may reserve when the link names no school.
  const neisCode = params.get('neisCode') || member?.neisCode || undefined;
  const detail = useBookDetail(
    value ? (by === 'isbn' ? { isbn: value } : { bookKey: value }) : null,
    neisCode,
  );
  return (
    <div className="search-page">
      <SearchAreaTabs active="detail" detailHref={`?${params.toString()}`} />
      <h1 className="search-page__title">{searchMessages.detailTitle}</h1>
      {!value || detail.isError ? (
        <StatusMessage
          variant="section"
          icon="missing"
          title={searchMessages.bookNotFound}
          description={detail.error?.message}
        />
      ) : detail.data ? (
        <BookDetailView detail={detail.data} ownNeisCode={member?.neisCode ?? null} />
      ) : (
        <p>{ko.common.loading}</p>
      )}
    </div>
  );
}

/** SearchDetail: a book by its catalogue key (?bookKey=), with neisCode putting that school first. */
export function SearchDetailRoute() {
  return <DetailPage by="bookKey" />;
}

/** SearchDetailISBN: a book by ISBN (?isbn=, hyphens allowed). */
export function SearchDetailIsbnRoute() {
  return <DetailPage by="isbn" />;
}
