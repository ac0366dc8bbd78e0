import type { AnswerEntry, Survey } from '@reading/contract/community/survey';
import { useId, useState } from 'react';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { surveyMessages as t } from '../../../messages/survey.ts';

const isChoice = (code: string) => code === '02' || code === '03';

/**
 * The questions of one survey and their answers (spec 001 §3 Answer entry): a choice for multiple-choice
 * and O/X questions, a text for long-text ones. The spec shows no client check on submit; the server
 * checks every answer. `onSubmit` sends them; the caller says what follows (message, closing).
 */
export function SurveyAnswerForm({
  survey,
  onSubmit,
  secondary,
}: {
  survey: Survey;
  onSubmit: (answers: AnswerEntry[]) => Promise<void>;
  secondary?: React.ReactNode;
}) {
  const id = useId();
  const [answers, setAnswers] = useState<Record<number, { text?: string; view?: number }>>({});
  const [busy, setBusy] = useState(false);

  const entries = (): AnswerEntry[] =>
    survey.questionList.map((q) => {
      const a = answers[q.surveyQuestionKey];
      return isChoice(q.questionTypeCode)
        ? { surveyQuestionKey: q.surveyQuestionKey, ...(a?.view ? { surveyViewKey: a.view } : {}) }
        : { surveyQuestionKey: q.surveyQuestionKey, subjectAnswer: a?.text ?? '' };
    });

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit(entries());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="survey-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      {survey.surveyContent ? (
        <div lang="ko">
          <SafeHtml className="survey-form__intro" html={survey.surveyContent} />
        </div>
      ) : null}
      <ol className="survey-form__questions">
        {survey.questionList.map((q) => {
          const name = `${id}-q${q.surveyQuestionKey}`;
          return (
            <li key={q.surveyQuestionKey} className="survey-question">
              <fieldset>
                <legend className="survey-question__title">
                  <span className="survey-question__no">{t.question(q.surveyQuestionNo)}</span>
                  <span id={`${name}-question`} lang="ko">
                    {q.surveyQuestion}
                  </span>
                </legend>
                {q.surveyQuestionDesc ? (
                  <div lang="ko">
                    <SafeHtml className="survey-question__desc" html={q.surveyQuestionDesc} />
                  </div>
                ) : null}
                {isChoice(q.questionTypeCode) ? (
                  <div
                    className={`survey-question__views survey-question__views--${q.questionTypeCode === '03' ? 'ox' : 'list'}`}
                  >
                    {q.viewList.map((v) => (
                      <label key={v.surveyViewKey} className="survey-view">
                        <input
                          type="radio"
                          name={name}
                          value={v.surveyViewKey}
                          checked={answers[q.surveyQuestionKey]?.view === v.surveyViewKey}
                          onChange={() =>
                            setAnswers((prev) => ({
                              ...prev,
                              [q.surveyQuestionKey]: { view: v.surveyViewKey },
                            }))
                          }
                        />
                        <span lang="ko">{v.viewContents}</span>
                      </label>
                    ))}
                  </div>
                ) : (
                  <textarea
                    className="survey-question__text"
                    aria-labelledby={`${name}-question`}
                    rows={3}
                    maxLength={2000}
                    placeholder={t.textPlaceholder}
                    value={answers[q.surveyQuestionKey]?.text ?? ''}
                    onChange={(e) =>
                      setAnswers((prev) => ({ ...prev, [q.surveyQuestionKey]: { text: e.target.value } }))
                    }
                  />
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="survey-form__actions">
        {secondary}
        <Button type="submit" disabled={busy}>
          {busy ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
