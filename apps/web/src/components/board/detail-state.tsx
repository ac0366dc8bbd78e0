import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-client.ts';
import { communityMessages } from '../../messages/community.ts';
import { ButtonLink } from '../ui/button.tsx';
import { StatusMessage } from '../ui/status-message.tsx';
import { BoardLoading } from './board-states.tsx';

const t = communityMessages.detail;

/** A detail that is not (yet) there: loading, not found (no key, or 404), or the server's refusal. */
export function DetailState({
  query,
  missing,
  listHref,
}: {
  query: UseQueryResult<unknown, Error>;
  missing: boolean;
  listHref: string;
}) {
  if (!missing && !query.isError) return <BoardLoading />;
  const notFound = missing || (isApiError(query.error) && query.error.status === 404);
  return (
    <StatusMessage
      variant="section"
      icon={notFound ? 'missing' : 'error'}
      title={notFound ? t.notFound : t.loadFailed}
      description={notFound ? undefined : query.error?.message}
    >
      <ButtonLink to={listHref} variant="secondary">
        {t.toList}
      </ButtonLink>
    </StatusMessage>
  );
}
