import type { BalanceDetail } from '@reading/contract/debate/balance';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { showFailure } from '../../../components/comments/comment-forms.tsx';
import { CommentThread } from '../../../components/comments/comment-thread.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoginFirst } from '../../../components/ui/login-first.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { balanceMessages as t } from '../../../messages/debate.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { openTicketStream } from '../../my-page/public.ts';
import { BALANCE_BASE, balanceKeys, closeBalance, useBalanceDetail, voteBalance } from '../api/balance.ts';
import { ApprovalActions } from './balance-approval.tsx';
import './balance.css';

/** Follows the game's tally live (SSE through the shared channel hub, decision 142): each vote reloads it. */
function useLiveTally(balanceKey: number | null, open: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (balanceKey === null || !open) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey: balanceKeys.detail(balanceKey) });
    return openTicketStream(
      (ticket) => `${BALANCE_BASE}/stream?balanceKey=${balanceKey}&ticket=${encodeURIComponent(ticket)}`,
      ['tally'],
      reload,
      reload,
    );
  }, [balanceKey, open, queryClient]);
}

function Tally({ game }: { game: BalanceDetail }) {
  const { tally } = game;
  return (
    <section className="balance-tally" aria-labelledby="balance-tally-title">
      <h2 id="balance-tally-title" className="balance-tally__title">
        {t.tally}
      </h2>
      <div className="balance-bar" aria-hidden="true">
        <span className="balance-bar__A" style={{ width: `${tally.total ? tally.percentA : 50}%` }} />
        <span className="balance-bar__B" style={{ width: `${tally.total ? tally.percentB : 50}%` }} />
      </div>
      <ul className="balance-tally__lines" aria-live="polite">
        <li>{markData(t.tallyLine, `A ${game.optionA}`, tally.countA, tally.percentA)}</li>
        <li>{markData(t.tallyLine, `B ${game.optionB}`, tally.countB, tally.percentB)}</li>
      </ul>
      <p className="balance-tally__total">
        {t.totalVotes(tally.total)} {game.statusCode === '02' ? t.live : t.closedNote}
      </p>
    </section>
  );
}

function Option({
  game,
  side,
  onVote,
}: {
  game: BalanceDetail;
  side: 'A' | 'B';
  onVote: (side: 'A' | 'B') => void;
}) {
  const text = side === 'A' ? game.optionA : game.optionB;
  const image = side === 'A' ? game.imageA : game.imageB;
  const mine = game.myChoice === side;
  return (
    <div className={`balance-option balance-option--${side}${mine ? ' balance-option--mine' : ''}`}>
      {image ? <img className="balance-option__image" src={image} alt={text} lang="ko" /> : null}
      <p className="balance-option__label">
        <span className="balance-option__side">{side}</span> <span lang="ko">{text}</span>
      </p>
      {game.statusCode === '02' ? (
        <Button variant={mine ? 'primary' : 'secondary'} aria-pressed={mine} onClick={() => onVote(side)}>
          <span className="visually-hidden">
            {side} <span lang="ko">{text}</span>:{' '}
          </span>
          {mine ? t.voted : game.myChoice ? t.change : t.vote}
        </Button>
      ) : null}
    </div>
  );
}

/** BalanceDetail?balanceKey=: vote A or B (changeable while open), the live tally, and reasons. */
export function BalanceDetailPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const balanceKey = keyParam(search, 'balanceKey');
  const queryClient = useQueryClient();
  const detail = useBalanceDetail(session ? balanceKey : null);
  const game = detail.data;
  useLiveTally(balanceKey, game?.statusCode === '02');
  const reload = () => queryClient.invalidateQueries({ queryKey: balanceKeys.all });

  async function vote(side: 'A' | 'B') {
    if (balanceKey === null) return;
    try {
      const res = await voteBalance(balanceKey, side);
      queryClient.setQueryData(balanceKeys.detail(balanceKey), (old: BalanceDetail | undefined) =>
        old
          ? { ...old, myChoice: res.data.myChoice, tally: res.data.tally, voteCount: res.data.tally.total }
          : old,
      );
      await reload();
    } catch (error) {
      await showFailure(error);
    }
  }
  async function close() {
    if (balanceKey === null || !(await confirmDialog(t.confirmClose))) return;
    try {
      const res = await closeBalance(balanceKey);
      await reload();
      await alertDialog(res.message);
    } catch (error) {
      await showFailure(error);
    }
  }

  return (
    <CommunityPage
      title={ROUTE_TITLES.BalanceDetail}
      actions={
        <ButtonLink variant="secondary" to={hrefFor('contestBalanceGame', { basePath })}>
          {t.backToList}
        </ButtonLink>
      }
    >
      {!session ? (
        <LoginFirst />
      ) : detail.error || balanceKey === null ? (
        <p className="board-state">{t.notFound}</p>
      ) : !game ? (
        <BoardLoading />
      ) : (
        <article className="balance-detail">
          <header className="balance-detail__head">
            <span className={`balance-status balance-status--${game.statusCode}`}>
              {t.tabs[game.statusCode]}
            </span>
            <h2 className="balance-detail__title" lang="ko">
              {game.title}
            </h2>
            <p className="balance-card__book">
              <span lang="ko">
                {game.bookTitle}
                {game.bookAuthor ? ` · ${game.bookAuthor}` : ''}
              </span>{' '}
              · {markData(t.by, game.writerName)}
            </p>
          </header>
          {game.statusCode === '01' ? <p className="balance-note">{t.awaitingNote}</p> : null}
          {game.statusCode === '04' && game.returnReason ? (
            <p className="balance-note">{markData(t.returnedNote, game.returnReason)}</p>
          ) : null}
          <div className="balance-options">
            <Option game={game} side="A" onVote={(s) => void vote(s)} />
            <span className="balance-options__vs" aria-hidden="true">
              {t.versus}
            </span>
            <Option game={game} side="B" onVote={(s) => void vote(s)} />
          </div>
          {game.statusCode === '02' || game.statusCode === '03' ? <Tally game={game} /> : null}
          <div className="balance-actions">
            {game.canEditYn === 'Y' ? (
              <ButtonLink
                variant="secondary"
                to={hrefFor('BalanceEdit', { basePath, search: { balanceKey: String(game.balanceKey) } })}
              >
                {t.edit}
              </ButtonLink>
            ) : null}
            {game.canCloseYn === 'Y' ? (
              <Button variant="secondary" onClick={() => void close()}>
                {t.close}
              </Button>
            ) : null}
            {game.canApproveYn === 'Y' ? <ApprovalActions balanceKey={game.balanceKey} /> : null}
          </div>
          {game.statusCode === '02' || game.statusCode === '03' ? (
            <CommentThread
              targetType="balance"
              targetKey={String(game.balanceKey)}
              title={t.reasons}
              sideNames={{
                A: (
                  <>
                    A <span lang="ko">{game.optionA}</span>
                  </>
                ),
                B: (
                  <>
                    B <span lang="ko">{game.optionB}</span>
                  </>
                ),
              }}
            />
          ) : null}
        </article>
      )}
    </CommunityPage>
  );
}
