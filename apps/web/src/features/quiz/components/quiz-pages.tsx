import type { QuizSummary } from '@reading/contract/quiz/reading-quiz';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { quizMessages as t } from '../../../messages/quiz.ts';
import { ROUTE_TITLES as routeTitles } from '../../../messages/route-titles.ts';
import {
  answerQuiz,
  approveQuiz,
  hideQuiz,
  quizKeys,
  useMyQuizActivities,
  useQuizDetail,
  useQuizList,
  useStudentQuizzes,
} from '../api/quiz.ts';
import { quizStatusName } from './code-names.ts';
import './quiz.css';
import { LoginFirst as SharedLoginFirst } from '../../../components/ui/login-first.tsx';

export const isTeacher = (memberTypeCode: string | undefined) =>
  memberTypeCode === '02' || memberTypeCode === '03';

export function LoginFirst() {
  return <SharedLoginFirst title={t.loginNeeded} login={t.login} />;
}

function QuizCard({ quiz }: { quiz: QuizSummary }) {
  const { basePath } = useSite();
  const search = { quizKey: String(quiz.quizKey) };
  return (
    <li className="quiz-card">
      <h3 className="quiz-card__title">
        <Link
          to={hrefFor(quiz.mySolvedYn === 'Y' ? 'readingQuizDetailAnswer' : 'readingQuizDetail', {
            basePath,
            search,
          })}
          lang="ko"
        >
          {quiz.quizTitle}
        </Link>
      </h3>
      <p className="quiz-card__meta">
        {t.questionCount(quiz.questionCount)} · {t.solveCount(quiz.solveCount)} ·{' '}
        {markData(t.by, quiz.writerName)}
      </p>
      {quiz.mySolvedYn === 'Y' && quiz.myScore !== null ? (
        <span className="quiz-badge">{t.solved(quiz.myScore)}</span>
      ) : null}
    </li>
  );
}

/** Quizzes grouped by book. */
function QuizzesByBook({ list }: { list: QuizSummary[] }) {
  const books = new Map<string, QuizSummary[]>();
  for (const q of list) books.set(q.bookTitle, [...(books.get(q.bookTitle) ?? []), q]);
  if (list.length === 0) return <p className="board-state">{t.empty}</p>;
  return (
    <div className="quiz-books">
      {[...books].map(([book, quizzes], i) => (
        <section key={book} className="quiz-book" aria-labelledby={`quiz-book-${i}`}>
          <h2 id={`quiz-book-${i}`} className="quiz-book__title" lang="ko">
            {book}
            {quizzes[0]?.bookAuthor ? (
              <span className="quiz-card__meta"> · {quizzes[0].bookAuthor}</span>
            ) : null}
          </h2>
          <ul className="quiz-cards">
            {quizzes.map((q) => (
              <QuizCard key={q.quizKey} quiz={q} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** The teachers' switch on the students' quizzes: approve or return a pending one, hide or show again. */
function StudentQuizzes() {
  const quizzes = useStudentQuizzes(true);
  const queryClient = useQueryClient();
  if (!quizzes.data || quizzes.data.list.length === 0) return null;
  async function decide(call: () => Promise<{ message: string }>) {
    try {
      const res = await call();
      await queryClient.invalidateQueries({ queryKey: quizKeys.all });
      await alertDialog(res.message);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
    }
  }
  return (
    <section className="quiz-pending" aria-labelledby="quiz-pending-title">
      <h2 id="quiz-pending-title">{t.studentQuizzes}</h2>
      <p className="quiz-card__meta">{t.studentQuizzesLead}</p>
      <ul className="quiz-cards">
        {quizzes.data.list.map((q) => (
          <li key={q.quizKey} className="quiz-card">
            <span className={`quiz-badge quiz-badge--${q.statusCode}`}>{quizStatusName(q.statusCode)}</span>
            <h3 className="quiz-card__title" lang="ko">
              {q.quizTitle}
            </h3>
            <p className="quiz-card__meta">
              <span lang="ko">{q.bookTitle}</span> · {markData(t.by, q.writerName)} ·{' '}
              {t.questionCount(q.questionCount)}
            </p>
            <div className="quiz-actions">
              {q.statusCode === 'pending' ? (
                <>
                  <Button onClick={() => void decide(() => approveQuiz(q.quizKey, 'Y'))}>{t.approve}</Button>
                  <Button variant="secondary" onClick={() => void decide(() => approveQuiz(q.quizKey, 'N'))}>
                    {t.return}
                  </Button>
                </>
              ) : q.statusCode === 'approved' ? (
                <Button variant="secondary" onClick={() => void decide(() => hideQuiz(q.quizKey, 'Y'))}>
                  {t.hide}
                </Button>
              ) : q.statusCode === 'hidden' ? (
                <Button onClick={() => void decide(() => hideQuiz(q.quizKey, 'N'))}>{t.show}</Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** readingQuiz (participation) and QuizList (browse): the school's and nationwide quizzes by book. */
export function QuizListPage({ route }: { route: 'readingQuiz' | 'QuizList' }) {
  const session = useSession();
  const { basePath } = useSite();
  const [scope, setScope] = useState<'school' | 'national'>('school');
  const list = useQuizList(scope, Boolean(session));
  const teacher = isTeacher(session?.memberTypeCode);
  return (
    <CommunityPage
      title={routeTitles[route]}
      actions={
        session ? <ButtonLink to={hrefFor('readingQuizCreate', { basePath })}>{t.create}</ButtonLink> : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : (
        <>
          {teacher ? <StudentQuizzes /> : null}
          <div className="quiz-tabs">
            {(['school', 'national'] as const).map((s) => (
              <Button
                key={s}
                variant={scope === s ? 'primary' : 'secondary'}
                aria-pressed={scope === s}
                onClick={() => setScope(s)}
              >
                {s === 'school' ? t.schoolTab : t.nationalTab}
              </Button>
            ))}
          </div>
          {list.isPending ? (
            <BoardLoading />
          ) : list.error ? (
            <BoardError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <QuizzesByBook list={list.data.list} />
          )}
        </>
      )}
    </CommunityPage>
  );
}

/** readingQuizDetail?quizKey=: the questions (no answers reach the page), answered and scored by the server. */
export function QuizTakePage() {
  const session = useSession();
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const quizKey = keyParam(search, 'quizKey');
  const detail = useQuizDetail(session ? quizKey : null);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!detail.data || sending) return;
    setSending(true);
    try {
      const res = await answerQuiz({
        quizKey: detail.data.quizKey,
        answerList: detail.data.questionList.map((q) => ({
          questionKey: q.questionKey,
          answer: answers[q.questionKey] ?? '',
        })),
      });
      queryClient.setQueryData(quizKeys.one('result', res.data.quizKey), res.data);
      await queryClient.invalidateQueries({ queryKey: quizKeys.all, refetchType: 'none' });
      navigate(
        hrefFor('readingQuizDetailAnswer', { basePath, search: { quizKey: String(res.data.quizKey) } }),
      );
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
    } finally {
      setSending(false);
    }
  }

  const body = !session ? (
    <LoginFirst />
  ) : quizKey === null || detail.error ? (
    <StatusMessage variant="section" icon="missing" title={t.notFound}>
      <ButtonLink to={hrefFor('readingQuiz', { basePath })}>{t.backToList}</ButtonLink>
    </StatusMessage>
  ) : detail.isPending ? (
    <BoardLoading />
  ) : (
    <form className="quiz-take" onSubmit={(e) => void submit(e)} aria-busy={sending}>
      <p className="quiz-card__meta">
        <span lang="ko">{detail.data.bookTitle}</span> · {markData(t.by, detail.data.writerName)}
      </p>
      <h2 className="quiz-take__title" lang="ko">
        {detail.data.quizTitle}
      </h2>
      {detail.data.mySolvedYn === 'Y' ? (
        <ButtonLink
          to={hrefFor('readingQuizDetailAnswer', {
            basePath,
            search: { quizKey: String(detail.data.quizKey) },
          })}
        >
          {routeTitles.readingQuizDetailAnswer}
        </ButtonLink>
      ) : (
        <>
          <ol className="quiz-questions">
            {detail.data.questionList.map((q) => (
              <li key={q.questionKey} className="quiz-question">
                <fieldset>
                  <legend>
                    {q.questionNo}. <span lang="ko">{q.question}</span>
                  </legend>
                  {q.choiceList.length > 0 ? (
                    <div className="quiz-choices">
                      {q.choiceList.map((choice, i) => {
                        const value = q.questionTypeCode === '01' ? choice : String(i + 1);
                        return (
                          <label key={value} className="quiz-choice">
                            <input
                              type="radio"
                              name={`q${q.questionKey}`}
                              value={value}
                              checked={answers[q.questionKey] === value}
                              onChange={() => setAnswers((a) => ({ ...a, [q.questionKey]: value }))}
                            />
                            <span>
                              {q.questionTypeCode === '02' ? `${i + 1}. ` : null}
                              <span lang="ko">{choice}</span>
                            </span>
                          </label>
                        );
                      })}
                    </div>
                  ) : (
                    <input
                      className="quiz-short"
                      aria-label={`${q.questionNo}. ${t.answerPlaceholder}`}
                      placeholder={t.answerPlaceholder}
                      maxLength={100}
                      value={answers[q.questionKey] ?? ''}
                      onChange={(e) => setAnswers((a) => ({ ...a, [q.questionKey]: e.target.value }))}
                    />
                  )}
                </fieldset>
              </li>
            ))}
          </ol>
          <div className="quiz-actions">
            <Button type="submit" disabled={sending}>
              {t.submit}
            </Button>
            <ButtonLink variant="secondary" to={hrefFor('readingQuiz', { basePath })}>
              {t.backToList}
            </ButtonLink>
          </div>
        </>
      )}
    </form>
  );
  return (
    <CommunityPage title={routeTitles.readingQuizDetail} width="narrow">
      {body}
    </CommunityPage>
  );
}

/** MyQuizActivities: quizzes I solved and made, golden bells I played. */
export function MyQuizActivitiesPage() {
  const session = useSession();
  const { basePath } = useSite();
  const mine = useMyQuizActivities(Boolean(session));
  return (
    <CommunityPage title={routeTitles.MyQuizActivities}>
      {!session ? (
        <LoginFirst />
      ) : mine.isPending ? (
        <BoardLoading />
      ) : mine.error ? (
        <BoardError error={mine.error} onRetry={() => void mine.refetch()} />
      ) : (
        <>
          <h2 className="quiz-book__title">{t.mySolved}</h2>
          {mine.data.solvedList.length ? (
            <ul className="quiz-cards">
              {mine.data.solvedList.map((q) => (
                <QuizCard key={q.quizKey} quiz={q} />
              ))}
            </ul>
          ) : (
            <p className="board-state">{t.none}</p>
          )}
          <h2 className="quiz-book__title">{t.myMade}</h2>
          {mine.data.madeList.length ? (
            <ul className="quiz-cards">
              {mine.data.madeList.map((q) => (
                <QuizCard key={q.quizKey} quiz={q} />
              ))}
            </ul>
          ) : (
            <p className="board-state">{t.none}</p>
          )}
          <h2 className="quiz-book__title">{t.myContests}</h2>
          {mine.data.contestList.length ? (
            <ul className="quiz-cards">
              {mine.data.contestList.map((c) => (
                <li key={c.contestKey} className="quiz-card">
                  <h3 className="quiz-card__title">
                    <Link
                      to={hrefFor(
                        c.statusCode === 'finished'
                          ? 'ReadingQuizContestDetailFinish'
                          : 'ReadingQuizContestDetail',
                        { basePath, search: { contestKey: String(c.contestKey) } },
                      )}
                      lang="ko"
                    >
                      {c.contestTitle}
                    </Link>
                  </h3>
                </li>
              ))}
            </ul>
          ) : (
            <p className="board-state">{t.none}</p>
          )}
        </>
      )}
    </CommunityPage>
  );
}
