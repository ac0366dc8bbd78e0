import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-client.ts';
import { useSite } from '../../lib/site.ts';
import { communityMessages } from '../../messages/community.ts';
import { ko } from '../../messages/ko.ts';
import { Button, ButtonLink } from '../ui/button.tsx';
import { markData } from '../ui/marked.tsx';
import { StatusMessage } from '../ui/status-message.tsx';

const t = communityMessages.list;

/** The loading, error and empty states every board view shares. */
export function BoardLoading() {
  return (
    <p className="board-state" role="status">
      {ko.common.loading}
    </p>
  );
}

/** Answers no retry can change: the caller may not (403), or the thing is not there (404). */
const settled = (error: Error) => isApiError(error) && (error.status === 403 || error.status === 404);

/**
 * A list or page that could not load. A refusal (403) says so with the server's reason and leads home,
 * with no retry (issue 37.6); a missing item (404) gives its message; anything else offers a retry.
 */
export function BoardError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const { basePath } = useSite();
  if (isApiError(error) && error.status === 403) {
    return (
      <StatusMessage
        variant="section"
        icon="error"
        title={ko.forbiddenPage.title}
        description={error.message}
      >
        <ButtonLink to={basePath}>{ko.common.goHome}</ButtonLink>
      </StatusMessage>
    );
  }
  return (
    <div className="board-state board-state--error" role="alert">
      <p>{error.message || t.loadFailed}</p>
      {onRetry && !settled(error) ? (
        <Button variant="secondary" onClick={onRetry}>
          {t.retry}
        </Button>
      ) : null}
    </div>
  );
}

export function BoardEmpty({ keyword, children }: { keyword?: string; children?: ReactNode }) {
  return (
    <div className="board-state">
      <p>{keyword ? markData(t.emptySearch, keyword) : t.empty}</p>
      {children}
    </div>
  );
}
