import { useSearchParams } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useServerMessageAlert } from '../../../lib/use-server-message-alert.ts';
import { curationMessages as t } from '../../../messages/curation.ts';

/**
 * Loading and load-error states of a list. A recommended-book list that fails to load shows the server's
 * message in an alert (spec 001 §8), once per failure, and keeps it on the page where the list would be.
 */
export function ListState({ error, loading }: { error: unknown; loading: boolean }) {
  useServerMessageAlert(error);
  if (error)
    return (
      <div role="alert">
        <StatusMessage
          variant="section"
          icon="error"
          title={isApiError(error) ? error.message : t.loadFailed}
        />
      </div>
    );
  if (loading) return <p className="curation__loading">{t.loading}</p>;
  return null;
}

export function ListPages({
  page,
  totalCount,
  pageSize,
  onPage,
}: {
  page: number;
  totalCount: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <Pagination
      page={page}
      totalPage={Math.ceil(totalCount / pageSize)}
      onPage={onPage}
      label={t.pageLabel}
    />
  );
}

/**
 * A list's filters in the address (shareable, the back button works): read with `params`, change one
 * with `set` (an empty value removes it; any change but the page goes back to page 1).
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'pageIndex') next.delete('pageIndex');
    setParams(next);
  };
  return { params, set, pageIndex: Number(params.get('pageIndex') ?? 1) };
}
