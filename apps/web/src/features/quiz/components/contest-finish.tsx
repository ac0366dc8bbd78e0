import { useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { contestMessages as c } from '../../../messages/quiz.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { useContestResult, useScoreList } from '../api/contest.ts';
import { playerStatusName } from './code-names.ts';
import { isTeacher, LoginFirst } from './quiz-pages.tsx';

/** The score list (teacher/scoreList): the school's teachers. */
function ScoreList({ contestKey }: { contestKey: number }) {
  const scores = useScoreList(contestKey);
  if (!scores.data) return null;
  return (
    <section aria-labelledby="bell-scores" className="quiz-table-wrap">
      <h3 id="bell-scores" className="quiz-book__title">
        {c.scoreList}
      </h3>
      <table className="quiz-table">
        <thead>
          <tr>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.correctCount}</th>
            <th scope="col">{c.outAt}</th>
          </tr>
        </thead>
        <tbody>
          {scores.data.list.map((p) => (
            <tr key={p.memberKey} className={`bell-player bell-player--${p.statusCode}`}>
              <td lang="ko">{p.name}</td>
              <td>{playerStatusName(p.statusCode)}</td>
              <td>{p.correctCount}</td>
              <td>{p.outNo ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** ReadingQuizContestDetailFinish?contestKey=: winners, my result, answers and explanations; teachers the score list. */
export function ContestFinishPage() {
  const session = useSession();
  const { basePath } = useSite();
  const contestKey = keyParam(useSearchParams()[0], 'contestKey');
  const result = useContestResult(session ? contestKey : null);
  const r = result.data;
  const body = !session ? (
    <LoginFirst />
  ) : result.error || contestKey === null ? (
    <p className="board-state">{result.error?.message ?? c.notFound}</p>
  ) : !r ? (
    <BoardLoading />
  ) : (
    <div className="bell">
      <h2 className="quiz-take__title" lang="ko">
        {r.contestTitle}
      </h2>
      <section className="bell-winners" aria-labelledby="bell-winners">
        <h3 id="bell-winners">{c.winners}</h3>
        {r.winnerList.length ? (
          <ul>
            {r.winnerList.map((w, i) => (
              // A masked winner comes without a key (decision 230): the place keys it.
              <li key={w.memberKey ?? `masked-${i}`} lang="ko">
                {w.name}
              </li>
            ))}
          </ul>
        ) : (
          <p>{c.noWinners}</p>
        )}
      </section>
      {r.me ? (
        <p className="quiz-score">{c.myResult(playerStatusName(r.me.statusCode), r.me.correctCount)}</p>
      ) : null}
      {isTeacher(session.memberTypeCode) ? <ScoreList contestKey={r.contestKey} /> : null}
      <ol className="quiz-questions">
        {r.questionList.map((q) => (
          <li key={q.questionKey} className="quiz-question">
            <p className="quiz-question__text">
              {q.questionNo}. <span lang="ko">{q.question}</span>
            </p>
            <p className="quiz-card__meta">
              {markData(
                c.answerIs,
                q.questionTypeCode === '02'
                  ? `${q.answer}. ${q.choiceList[Number(q.answer) - 1] ?? ''}`
                  : q.answer,
              )}{' '}
              · {c.correctRate(q.correctRate)}
            </p>
            {q.explanation ? <p lang="ko">{q.explanation}</p> : null}
          </li>
        ))}
      </ol>
      <div className="quiz-actions">
        <ButtonLink to={hrefFor('ReadingQuizContest', { basePath })}>{c.backToList}</ButtonLink>
      </div>
    </div>
  );
  return <CommunityPage title={ROUTE_TITLES.ReadingQuizContestDetailFinish}>{body}</CommunityPage>;
}
