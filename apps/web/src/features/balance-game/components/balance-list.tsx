import type { BalanceSummary } from '@reading/contract/debate/balance';
import { useState } from 'react';
import { Link } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { isSchoolStaff as isTeacher } from '../../../components/board/school-staff.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { LoginFirst } from '../../../components/ui/login-first.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { balanceMessages as t } from '../../../messages/debate.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { useBalanceList } from '../api/balance.ts';
import './balance.css';

/** The two options side by side: each side's letter, the option as its proposer wrote it. */
export function BalanceChips({ game }: { game: Pick<BalanceSummary, 'optionA' | 'optionB'> }) {
  return (
    <p className="balance-card__options">
      <span className="balance-chip balance-chip--A">
        A <span lang="ko">{game.optionA}</span>
      </span>
      <span className="balance-card__vs">{t.versus}</span>
      <span className="balance-chip balance-chip--B">
        B <span lang="ko">{game.optionB}</span>
      </span>
    </p>
  );
}

function BalanceCard({ game }: { game: BalanceSummary }) {
  const { basePath } = useSite();
  return (
    <li className="balance-card">
      <h2 className="balance-card__title">
        <Link
          to={hrefFor('BalanceDetail', { basePath, search: { balanceKey: String(game.balanceKey) } })}
          lang="ko"
        >
          {game.title}
        </Link>
      </h2>
      <p className="balance-card__book" lang="ko">
        {game.bookTitle}
        {game.bookAuthor ? ` · ${game.bookAuthor}` : ''}
      </p>
      <BalanceChips game={game} />
      <p className="balance-card__meta">
        {t.votes(game.voteCount)} · {markData(t.by, game.writerName)}
        {game.myChoice ? (
          <>
            {' · '}
            {markData(t.myChoice, game.myChoice === 'A' ? game.optionA : game.optionB)}
          </>
        ) : null}
      </p>
    </li>
  );
}

/** contestBalanceGame (participation) and BalanceGame (browse): the school's games by status. */
export function BalanceListPage({ route }: { route: 'contestBalanceGame' | 'BalanceGame' }) {
  const session = useSession();
  const { basePath } = useSite();
  const [status, setStatus] = useState('02');
  const list = useBalanceList(status, Boolean(session));
  const teacher = isTeacher(session?.memberTypeCode);
  return (
    <CommunityPage
      title={ROUTE_TITLES[route]}
      actions={
        session ? (
          <>
            {teacher ? (
              <ButtonLink variant="secondary" to={hrefFor('BalanceApproval', { basePath })}>
                {t.approval}
              </ButtonLink>
            ) : null}
            <ButtonLink to={hrefFor('BalanceCreate', { basePath })}>{t.create}</ButtonLink>
          </>
        ) : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : (
        <>
          <div className="balance-tabs">
            {['02', '03', '01', '04'].map((code) => (
              <button
                key={code}
                type="button"
                className="balance-tab"
                aria-pressed={status === code}
                onClick={() => setStatus(code)}
              >
                {t.tabs[code]}
              </button>
            ))}
          </div>
          {list.isPending ? (
            <BoardLoading />
          ) : list.error ? (
            <BoardError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data.list.length === 0 ? (
            <p className="board-state">{t.empty}</p>
          ) : (
            <ul className="balance-cards">
              {list.data.list.map((g) => (
                <BalanceCard key={g.balanceKey} game={g} />
              ))}
            </ul>
          )}
        </>
      )}
    </CommunityPage>
  );
}
