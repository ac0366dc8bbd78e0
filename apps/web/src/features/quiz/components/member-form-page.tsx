import type { ReactNode } from 'react';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { useSession } from '../../../lib/session-store.ts';
import { LoginFirst } from './quiz-pages.tsx';

type Loaded<T> = { data: T | undefined; error: { message: string } | null; isPending: boolean };

/**
 * The narrow page of the quiz and golden-bell forms: a guest is asked to log in; a page that edits
 * something (`loaded`; null when the address has no key) shows its loading and not-found states before
 * the form. A page that creates passes no `loaded`.
 */
export function MemberFormPage<T>({
  title,
  loaded,
  notFound,
  children,
}: {
  title: string;
  loaded?: Loaded<T> | null;
  notFound?: string;
  children: (data: T) => ReactNode;
}) {
  const session = useSession();
  let body: ReactNode;
  if (!session) body = <LoginFirst />;
  else if (loaded === undefined) body = children(undefined as T);
  else if (loaded === null || loaded.error)
    body = <p className="board-state">{loaded?.error?.message ?? notFound}</p>;
  else if (loaded.isPending || loaded.data === undefined) body = <BoardLoading />;
  else body = children(loaded.data);
  return (
    <CommunityPage title={title} width="narrow">
      {body}
    </CommunityPage>
  );
}
