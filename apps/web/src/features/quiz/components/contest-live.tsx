import type { ContestState } from '@reading/contract/quiz/golden-bell';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { plainMessage } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { contestMessages as c } from '../../../messages/quiz.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { openTicketStream } from '../../my-page/public.ts';
import {
  answerContest,
  CONTEST_BASE,
  contestAction,
  contestKeys,
  revivePlayer,
  useContestBoard,
  useContestState,
} from '../api/contest.ts';
import { playerStatusName } from './code-names.ts';
import { Countdown, ProjectorView, shown, useSecondsLeft } from './contest-projector.tsx';
import { LoginFirst } from './quiz-pages.tsx';

const fail = async (error: unknown) =>
  alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));

/**
 * Follows a contest live (decision 142): every event and every (re)connection reloads the page's state,
 * so a student who reconnects lands on the current question.
 */
export function useContestLive(contestKey: number | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (contestKey === null) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey: contestKeys.all });
    return openTicketStream(
      (ticket) => `${CONTEST_BASE}/stream?contestKey=${contestKey}&ticket=${encodeURIComponent(ticket)}`,
      ['question', 'reveal', 'players', 'finished'],
      reload,
      reload,
    );
  }, [contestKey, queryClient]);
}

const useContestKey = () => keyParam(useSearchParams()[0], 'contestKey');
const keyed = (contestKey: number) => ({ search: { contestKey: String(contestKey) } });

function AnswerPad({ state }: { state: ContestState }) {
  const [text, setText] = useState('');
  const q = state.question!;
  const send = (answer: string) => void answerContest(state.contestKey, q.questionNo, answer).catch(fail);
  if (q.choiceList.length === 0)
    return (
      <form
        className="bell-pad"
        onSubmit={(e) => {
          e.preventDefault();
          send(text);
        }}
      >
        <input aria-label={c.submit} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
        <Button type="submit">{c.submit}</Button>
      </form>
    );
  return (
    <div className={`bell-pad${q.questionTypeCode === '01' ? ' bell-pad--ox' : ''}`}>
      {q.choiceList.map((choice, i) => {
        const value = q.questionTypeCode === '01' ? choice : String(i + 1);
        return (
          <Button key={value} className="bell-choice" onClick={() => send(value)}>
            <span>
              {q.questionTypeCode === '02' ? `${i + 1}. ` : null}
              <span lang="ko">{choice}</span>
            </span>
          </Button>
        );
      })}
    </div>
  );
}

/** ReadingQuizContestDetail?contestKey=: a student's live screen. */
export function ContestPlayPage() {
  const session = useSession();
  const { basePath } = useSite();
  const contestKey = useContestKey();
  const state = useContestState(session ? contestKey : null);
  useContestLive(session ? contestKey : null);
  const seconds = useSecondsLeft(state.data, state.dataUpdatedAt);
  const queryClient = useQueryClient();
  const s = state.data;
  const join = async () => {
    try {
      await contestAction('join', contestKey!);
      await queryClient.invalidateQueries({ queryKey: contestKeys.all });
    } catch (error) {
      await fail(error);
    }
  };
  const body = !session ? (
    <LoginFirst />
  ) : state.error || contestKey === null ? (
    <p className="board-state">{state.error?.message ?? c.notFound}</p>
  ) : !s ? (
    <BoardLoading />
  ) : (
    <div className="bell">
      <header className="bell-head">
        <h2 className="quiz-take__title" lang="ko">
          {s.contestTitle}
        </h2>
        <p className="quiz-card__meta">
          {c.alive(s.aliveCount)}
          {s.me ? ` · ${playerStatusName(s.me.statusCode)}` : ''}
        </p>
      </header>
      {s.statusCode === 'finished' ? (
        <StatusMessage variant="section" icon="preparing" title={c.finished}>
          <ButtonLink to={hrefFor('ReadingQuizContestDetailFinish', { basePath, ...keyed(s.contestKey) })}>
            {c.toResult}
          </ButtonLink>
        </StatusMessage>
      ) : s.canJoinYn === 'Y' ? (
        <div className="quiz-actions">
          <Button onClick={() => void join()}>{c.join}</Button>
        </div>
      ) : !s.me ? (
        <p className="board-state">{c.notJoined}</p>
      ) : !s.question ? (
        <p className="bell-wait" role="status">
          {c.joinedWaiting}
        </p>
      ) : (
        <section className="bell-question" aria-label={c.questionOf(s.currentNo, s.questionCount)}>
          <p className="quiz-card__meta">{c.questionOf(s.currentNo, s.questionCount)}</p>
          {s.phaseCode === 'open' ? <Countdown seconds={seconds} /> : null}
          <p className="bell-question__text" lang="ko">
            {s.question.question}
          </p>
          {s.phaseCode === 'revealed' ? (
            <div role="status" className="bell-result">
              <p className="bell-answer">{markData(c.answerIs, shown(s.question, s.answer ?? ''))}</p>
              <p className={`bell-verdict bell-verdict--${s.me.statusCode}`}>
                {s.me.statusCode === 'out' ? c.youAreOut : c.youSurvive}
              </p>
            </div>
          ) : s.me.myAnswer !== null ? (
            <p role="status" className="bell-answer">
              {markData(c.submitted, s.me.myAnswer)}
            </p>
          ) : s.me.statusCode === 'out' ? (
            <p className="bell-verdict bell-verdict--out">{c.youAreOut}</p>
          ) : seconds === 0 ? (
            <p className="bell-verdict">{c.timeUp}</p>
          ) : (
            <AnswerPad key={s.currentNo} state={s} />
          )}
        </section>
      )}
    </div>
  );
  return (
    <CommunityPage title={ROUTE_TITLES.ReadingQuizContestDetail} width="narrow">
      {body}
    </CommunityPage>
  );
}

/** ReadingQuizContestDetailTeacher?contestKey=: the teacher runs the contest and sees who is left. */
export function ContestBoardPage() {
  const session = useSession();
  const { basePath } = useSite();
  const contestKey = useContestKey();
  const board = useContestBoard(session ? contestKey : null);
  useContestLive(session ? contestKey : null);
  const seconds = useSecondsLeft(board.data, board.dataUpdatedAt);
  const queryClient = useQueryClient();
  const b = board.data;
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      await queryClient.invalidateQueries({ queryKey: contestKeys.all });
    } catch (error) {
      await fail(error);
    }
  };
  const answered = b?.playerList.filter((p) => p.statusCode === 'alive' && p.answeredYn === 'Y').length ?? 0;
  const body = !session ? (
    <LoginFirst />
  ) : board.error || contestKey === null ? (
    <p className="board-state">{board.error?.message ?? c.notFound}</p>
  ) : !b ? (
    <BoardLoading />
  ) : (
    <div className="bell bell--board">
      <header className="bell-head">
        <h2 className="quiz-take__title" lang="ko">
          {b.contestTitle}
        </h2>
        <p className="quiz-card__meta">
          {c.target(b.targetGrade, b.targetClassNo)} · {c.players(b.playerList.length)} ·{' '}
          {c.alive(b.aliveCount)}
        </p>
      </header>
      <ProjectorView board={b} seconds={seconds} />
      <div className="bell-board">
        <section className="bell-host" aria-label={c.board}>
          {b.phaseCode === 'open' && b.statusCode === 'live' ? (
            <p className="quiz-card__meta">{c.answeredOf(answered, b.aliveCount)}</p>
          ) : null}
          <div className="quiz-actions">
            {b.statusCode === 'ready' ? (
              <Button onClick={() => void act(() => contestAction('next', b.contestKey))}>{c.start}</Button>
            ) : null}
            {b.statusCode === 'live' && b.phaseCode === 'open' ? (
              <Button
                disabled={seconds !== 0}
                onClick={() => void act(() => contestAction('reveal', b.contestKey))}
              >
                {c.reveal}
              </Button>
            ) : null}
            {b.statusCode === 'live' && b.phaseCode === 'revealed' && b.currentNo < b.questionCount ? (
              <Button onClick={() => void act(() => contestAction('next', b.contestKey))}>
                {c.openNext}
              </Button>
            ) : null}
            {b.statusCode === 'live' && b.phaseCode === 'revealed' ? (
              <Button
                variant="secondary"
                onClick={() => void act(() => contestAction('finish', b.contestKey))}
              >
                {c.finish}
              </Button>
            ) : null}
            {b.statusCode === 'finished' ? (
              <ButtonLink
                to={hrefFor('ReadingQuizContestDetailFinish', { basePath, ...keyed(b.contestKey) })}
              >
                {c.toResult}
              </ButtonLink>
            ) : null}
          </div>
        </section>
        <section aria-label={c.scoreList} className="quiz-table-wrap">
          <table className="quiz-table bell-players">
            <thead>
              <tr>
                <th scope="col">{c.name}</th>
                <th scope="col">{c.status}</th>
                <th scope="col">{c.correctCount}</th>
                <th scope="col">
                  <span className="visually-hidden">{c.revive}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {b.playerList.map((p) => (
                <tr key={p.memberKey} className={`bell-player bell-player--${p.statusCode}`}>
                  <td lang="ko">{p.name}</td>
                  <td>
                    {playerStatusName(p.statusCode)}
                    {b.phaseCode === 'open' && p.statusCode === 'alive'
                      ? ` · ${p.answeredYn === 'Y' ? c.answered : c.notAnswered}`
                      : ''}
                  </td>
                  <td>{p.correctCount}</td>
                  <td>
                    {p.statusCode === 'out' && b.statusCode === 'live' ? (
                      <Button
                        variant="secondary"
                        onClick={() => void act(() => revivePlayer(b.contestKey, p.memberKey))}
                      >
                        <span className="visually-hidden" lang="ko">
                          {p.name}{' '}
                        </span>
                        {c.revive}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </div>
  );
  return <CommunityPage title={ROUTE_TITLES.ReadingQuizContestDetailTeacher}>{body}</CommunityPage>;
}
