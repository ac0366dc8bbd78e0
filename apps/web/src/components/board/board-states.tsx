import type { ReactNode } from 'react';
import { communityMessages } from '../../messages/community.ts';
import { ko } from '../../messages/ko.ts';
import { Button } from '../ui/button.tsx';
import { markData } from '../ui/marked.tsx';

const t = communityMessages.list;

/** The loading, error and empty states every board view shares. */
export function BoardLoading() {
  return (
    <p className="board-state" role="status">
      {ko.common.loading}
    </p>
  );
}

export function BoardError({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  return (
    <div className="board-state board-state--error" role="alert">
      <p>{error.message || t.loadFailed}</p>
      {onRetry ? (
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
