import type { ContestBoard, ContestState } from '@reading/contract/quiz/golden-bell';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { contestMessages as c } from '../../../messages/quiz.ts';

/** Seconds left by the server's clock (the offset between the clocks is taken when the state arrived). */
export function useSecondsLeft(
  state: Pick<ContestState, 'closesAt' | 'serverNow'> | undefined,
  fetchedAt: number,
) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  if (!state?.closesAt) return null;
  const offset = new Date(state.serverNow).getTime() - fetchedAt;
  return Math.max(0, Math.ceil((new Date(state.closesAt).getTime() - (now + offset)) / 1000));
}

export function Countdown({ seconds }: { seconds: number | null }) {
  if (seconds === null) return null;
  return (
    <p className={`bell-countdown${seconds === 0 ? ' bell-countdown--up' : ''}`} aria-live="off">
      {seconds === 0 ? c.timeUp : c.secondsLeft(seconds)}
    </p>
  );
}

/** An answer as shown: a choice's number with its text. */
export const shown = (
  q: { questionTypeCode: string; choiceList: string[] } | null | undefined,
  answer: string,
) => (q?.questionTypeCode === '02' ? `${answer}. ${q.choiceList[Number(answer) - 1] ?? ''}` : answer);

/** The choices as the class reads them on the big screen: numbered for a choice question, O and X side by side. */
function ProjectedChoices({
  question,
  revealed,
}: {
  question: ContestBoard['questionList'][number];
  revealed: boolean;
}) {
  if (question.questionTypeCode !== '01' && question.questionTypeCode !== '02') {
    return <p className="bell-projector__hint">{c.shortAnswerHint}</p>;
  }
  const choices = question.questionTypeCode === '01' ? ['O', 'X'] : question.choiceList;
  return (
    <ol className={`bell-projector__choices${question.questionTypeCode === '01' ? ' bell-pad--ox' : ''}`}>
      {choices.map((choice, i) => (
        <li
          key={choice}
          className={`bell-projector__choice${
            revealed && (question.questionTypeCode === '01' ? choice : String(i + 1)) === question.answer
              ? ' bell-projector__choice--answer'
              : ''
          }`}
        >
          {question.questionTypeCode === '02' ? <span>{i + 1}. </span> : null}
          <span lang="ko">{choice}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The projector view (issue 37.1): what the teacher shows the class — the question, its choices, the
 * timer and how many are still in. The answer appears only once it is revealed; the host's controls and
 * the player list stay on their own panel below, and the view can fill the screen.
 */
export function ProjectorView({ board, seconds }: { board: ContestBoard; seconds: number | null }) {
  const view = useRef<HTMLElement>(null);
  const current = board.questionList.find((q) => q.questionNo === board.currentNo);
  const live = board.statusCode === 'live';
  return (
    <section ref={view} className="bell-projector" aria-label={c.projector}>
      <div className="bell-projector__bar">
        <p className="quiz-card__meta">
          {current ? c.questionOf(board.currentNo, board.questionCount) : c.players(board.playerList.length)}{' '}
          · {c.alive(board.aliveCount)}
        </p>
        <Button variant="secondary" onClick={() => void view.current?.requestFullscreen?.()}>
          {c.fullScreen}
        </Button>
      </div>
      {current && live ? (
        <>
          {board.phaseCode === 'open' ? <Countdown seconds={seconds} /> : null}
          <p className="bell-projector__question" lang="ko">
            {current.question}
          </p>
          <ProjectedChoices question={current} revealed={board.phaseCode === 'revealed'} />
          {board.phaseCode === 'revealed' ? (
            <p className="bell-projector__answer" role="status">
              {markData(c.answerIs, shown(current, current.answer))}
            </p>
          ) : null}
        </>
      ) : (
        <p className="bell-projector__question">{board.statusCode === 'finished' ? c.finished : c.waiting}</p>
      )}
    </section>
  );
}
