import { useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { quizMessages as t } from '../../../messages/quiz.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { useQuizResult, useQuizTeacher } from '../api/quiz.ts';
import { isTeacher, LoginFirst } from './quiz-pages.tsx';

/** An answer as shown: a choice's number with its text; the text is the quiz writer's (data). */
const choiceText = (choices: string[], typeCode: string, answer: string | null) =>
  answer === null ? (
    '-'
  ) : typeCode === '02' ? (
    <>
      {answer}. <span lang="ko">{choices[Number(answer) - 1] ?? ''}</span>
    </>
  ) : (
    <span lang="ko">{answer}</span>
  );

/** A quiz's book and title, as its writer gave them. */
function QuizHead({ quiz }: { quiz: { bookTitle: string; quizTitle: string } }) {
  return (
    <>
      <p className="quiz-card__meta" lang="ko">
        {quiz.bookTitle}
      </p>
      <h2 className="quiz-take__title" lang="ko">
        {quiz.quizTitle}
      </h2>
    </>
  );
}

function Missing({ error }: { error: unknown }) {
  const { basePath } = useSite();
  return (
    <StatusMessage
      variant="section"
      icon="missing"
      title={error instanceof Error ? error.message : t.notFound}
    >
      <ButtonLink to={hrefFor('readingQuiz', { basePath })}>{t.backToList}</ButtonLink>
    </StatusMessage>
  );
}

/** readingQuizDetailAnswer?quizKey=: my score with the answers and explanations (after answering). */
export function QuizAnswerPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const quizKey = keyParam(search, 'quizKey');
  const result = useQuizResult(session ? quizKey : null);
  const body = !session ? (
    <LoginFirst />
  ) : quizKey === null || result.error ? (
    <Missing error={result.error} />
  ) : result.isPending ? (
    <BoardLoading />
  ) : (
    <div className="quiz-take">
      <QuizHead quiz={result.data} />
      <p className="quiz-score" role="status">
        {t.score(result.data.score, result.data.correctCount, result.data.questionCount)}
      </p>
      <ol className="quiz-questions">
        {result.data.questionList.map((q) => (
          <li
            key={q.questionKey}
            className={`quiz-question quiz-question--${q.correctYn === 'Y' ? 'right' : 'wrong'}`}
          >
            <p className="quiz-question__text">
              <span className="quiz-badge">{q.correctYn === 'Y' ? t.correct : t.wrong}</span> {q.questionNo}.{' '}
              <span lang="ko">{q.question}</span>
            </p>
            <dl className="quiz-answer">
              <dt>{t.myAnswer}</dt>
              <dd>{choiceText(q.choiceList, q.questionTypeCode, q.myAnswer)}</dd>
              <dt>{t.correctAnswer}</dt>
              <dd>{choiceText(q.choiceList, q.questionTypeCode, q.answer)}</dd>
              {q.explanation ? (
                <>
                  <dt>{t.explanation}</dt>
                  <dd lang="ko">{q.explanation}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>
      <div className="quiz-actions">
        {isTeacher(session.memberTypeCode) ? (
          <ButtonLink
            variant="secondary"
            to={hrefFor('readingQuizDetailTeacher', { basePath, search: { quizKey: String(quizKey) } })}
          >
            {t.teacherView}
          </ButtonLink>
        ) : null}
        <ButtonLink to={hrefFor('readingQuiz', { basePath })}>{t.backToList}</ButtonLink>
      </div>
    </div>
  );
  return (
    <CommunityPage title={ROUTE_TITLES.readingQuizDetailAnswer} width="narrow">
      {body}
    </CommunityPage>
  );
}

/** readingQuizDetailTeacher?quizKey=: answers, statistics per question and the takers (the school's teachers). */
export function QuizTeacherPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const quizKey = keyParam(search, 'quizKey');
  const view = useQuizTeacher(session ? quizKey : null);
  const body = !session ? (
    <LoginFirst />
  ) : quizKey === null || view.error ? (
    <Missing error={view.error} />
  ) : view.isPending ? (
    <BoardLoading />
  ) : (
    <div className="quiz-take">
      <QuizHead quiz={view.data} />
      <p className="quiz-score">{t.average(view.data.averageScore)}</p>
      <ol className="quiz-questions">
        {view.data.questionList.map((q) => (
          <li key={q.questionKey} className="quiz-question">
            <p className="quiz-question__text">
              {q.questionNo}. <span lang="ko">{q.question}</span>
            </p>
            <p className="quiz-card__meta">
              {t.correctAnswer}: {choiceText(q.choiceList, q.questionTypeCode, q.answer)} ·{' '}
              {t.correctRate(q.correctRate, q.answerCount)}
            </p>
            <div className="quiz-bar" role="img" aria-label={t.correctRate(q.correctRate, q.answerCount)}>
              <span style={{ width: `${q.correctRate}%` }} />
            </div>
          </li>
        ))}
      </ol>
      <h3 className="quiz-book__title">{t.takers}</h3>
      <div className="quiz-table-wrap">
        <table className="quiz-table">
          <thead>
            <tr>
              <th scope="col">{t.takerColumns.name}</th>
              <th scope="col">{t.takerColumns.classOf}</th>
              <th scope="col">{t.takerColumns.score}</th>
            </tr>
          </thead>
          <tbody>
            {view.data.takerList.map((p) => (
              <tr key={p.memberKey}>
                <td lang="ko">{p.name}</td>
                <td>{p.grade ? `${p.grade}-${p.classNo ?? ''}` : '-'}</td>
                <td>{p.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="quiz-actions">
        {view.data.writerKey === session.memberKey && view.data.solveCount === 0 ? (
          <ButtonLink
            variant="secondary"
            to={hrefFor('ReadingQuizUpdate', { basePath, search: { quizKey: String(quizKey) } })}
          >
            {t.edit}
          </ButtonLink>
        ) : null}
        <ButtonLink to={hrefFor('readingQuiz', { basePath })}>{t.backToList}</ButtonLink>
      </div>
    </div>
  );
  return <CommunityPage title={ROUTE_TITLES.readingQuizDetailTeacher}>{body}</CommunityPage>;
}
