import {
  QUESTION_TYPES,
  questionDraftSchema,
  SURVEY_TARGETS,
  type Survey,
  surveySaveRequestSchema,
} from '@reading/contract/community/survey';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { koreaToday } from '../../../lib/dates.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { surveyMessages } from '../../../messages/survey.ts';
import { saveSurvey } from '../api/survey.ts';

const t = surveyMessages.builder;

/**
 * The builder's form: the contract's fields, with each question's choices typed one a line. The picker
 * lists every type of spec 001 §3; the unsupported ones (checkbox, dropdown, grid) are marked and the
 * server refuses them with its message.
 */
const builderSchema = z
  .object({
    surveyTitle: surveySaveRequestSchema.shape.surveyTitle,
    startDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t.dateRequired }),
    endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => t.dateRequired }),
    targetMemberTypeCode: z.string(),
    surveyContent: z.string(),
    questions: z
      .array(
        z.object({
          surveyQuestion: questionDraftSchema.shape.surveyQuestion,
          questionTypeCode: z.string(),
          viewsText: z.string(),
        }),
      )
      .min(1, { error: () => t.questionRequired }),
  })
  .refine((v) => v.endDate >= v.startDate, { error: () => t.endBeforeStart, path: ['endDate'] });

export function SurveyBuilder({
  survey,
  onSaved,
  onCancel,
}: {
  survey: Survey | null;
  onSaved: (saved: Survey) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(builderSchema, {
    defaultValues: survey
      ? {
          surveyTitle: survey.surveyTitle,
          startDate: survey.startDate,
          endDate: survey.endDate,
          targetMemberTypeCode: survey.targetMemberTypeCode ?? '',
          surveyContent: survey.surveyContent.replace(/<[^>]+>/g, ''),
          questions: survey.questionList.map((q) => ({
            surveyQuestion: q.surveyQuestion,
            questionTypeCode: q.questionTypeCode,
            viewsText: q.questionTypeCode === '02' ? q.viewList.map((v) => v.viewContents).join('\n') : '',
          })),
        }
      : {
          surveyTitle: '',
          startDate: koreaToday(),
          endDate: koreaToday(14),
          targetMemberTypeCode: '',
          surveyContent: '',
          questions: [{ surveyQuestion: '', questionTypeCode: '02', viewsText: '' }],
        },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values: z.output<typeof builderSchema>) => {
    try {
      const res = await saveSurvey({
        ...(survey ? { surveyKey: survey.surveyKey } : {}),
        surveyTitle: values.surveyTitle,
        surveyContent: values.surveyContent
          ? values.surveyContent
              .split('\n')
              .filter((l) => l.trim())
              .map((l) => `<p>${l.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}</p>`)
              .join('')
          : '',
        startDate: values.startDate,
        endDate: values.endDate,
        targetMemberTypeCode: values.targetMemberTypeCode as '',
        questionList: values.questions.map((q) => ({
          surveyQuestion: q.surveyQuestion,
          questionTypeCode: q.questionTypeCode as '01',
          viewList: q.viewsText
            .split('\n')
            .map((v) => v.trim())
            .filter(Boolean),
        })),
      });
      await alertDialog(res.message);
      onSaved(res.data);
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
    }
  });
  const values = form.watch('questions');

  return (
    <form className="community-form" noValidate onSubmit={(e) => void submit(e)} aria-busy={isSubmitting}>
      <h2 className="survey-form__title">{survey ? t.editTitle : t.title}</h2>
      <Field label={t.surveyTitle} required error={fieldError(errors.surveyTitle)}>
        {(control) => <input {...control} maxLength={200} {...form.register('surveyTitle')} />}
      </Field>
      <Field label={t.content} error={fieldError(errors.surveyContent)}>
        {(control) => <textarea {...control} rows={3} {...form.register('surveyContent')} />}
      </Field>
      <div className="survey-builder__dates">
        <Field label={t.startDate} required error={fieldError(errors.startDate)}>
          {(control) => <input {...control} type="date" {...form.register('startDate')} />}
        </Field>
        <Field label={t.endDate} required error={fieldError(errors.endDate)}>
          {(control) => <input {...control} type="date" {...form.register('endDate')} />}
        </Field>
        <Field label={t.target}>
          {(control) => (
            <select {...control} {...form.register('targetMemberTypeCode')}>
              {SURVEY_TARGETS.map((target) => (
                <option key={target.code} value={target.code}>
                  {t.targetName(target.code)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {questions.fields.map((field, i) => {
        const type = values?.[i]?.questionTypeCode;
        const qErrors = errors.questions?.[i];
        return (
          <section
            key={field.id}
            className="survey-builder__question"
            aria-label={surveyMessages.question(i + 1)}
          >
            <div className="survey-builder__question-head">
              <h3>{surveyMessages.question(i + 1)}</h3>
              {questions.fields.length > 1 ? (
                <Button variant="secondary" onClick={() => questions.remove(i)}>
                  {t.removeQuestion}
                </Button>
              ) : null}
            </div>
            <Field label={t.questionText} required error={fieldError(qErrors?.surveyQuestion)}>
              {(control) => (
                <input {...control} maxLength={300} {...form.register(`questions.${i}.surveyQuestion`)} />
              )}
            </Field>
            <Field label={t.type}>
              {(control) => (
                <select {...control} {...form.register(`questions.${i}.questionTypeCode`)}>
                  {QUESTION_TYPES.map((qt) => (
                    <option key={qt.code} value={qt.code}>
                      {t.questionType(qt.code)} {qt.supported ? '' : t.unsupported}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {type === '02' ? (
              <Field label={t.views}>
                {(control) => (
                  <textarea {...control} rows={4} {...form.register(`questions.${i}.viewsText`)} />
                )}
              </Field>
            ) : (
              <p className="survey-card__meta">
                {type === '03' ? t.oxNote : type === '01' ? t.textNote : ''}
              </p>
            )}
          </section>
        );
      })}
      {errors.questions?.root || errors.questions?.message ? (
        <p role="alert">{fieldError(errors.questions.root ?? errors.questions)}</p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          onClick={() => questions.append({ surveyQuestion: '', questionTypeCode: '02', viewsText: '' })}
        >
          {t.addQuestion}
        </Button>
      </div>
      <div className="community-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}
