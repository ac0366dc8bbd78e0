import { useSearchParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Chart } from '../../../components/chart/chart.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { surveyMessages } from '../../../messages/survey.ts';
import { useMemberGuard } from '../../membership/public.ts';
import { downloadSurveyCsv, useSurveyResult } from '../api/survey.ts';
import './survey.css';

const t = surveyMessages.result;

/** SurveyResult?surveyKey= (staff console): a chart with its table per choice question, the texts, CSV. */
export function SurveyResultPage() {
  const session = useMemberGuard({ needsDls: false });
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const key = keyParam(search, 'surveyKey');
  const result = useSurveyResult(session ? key : null);
  const back = (
    <ButtonLink to={hrefFor('SurveyManage', { basePath })} variant="secondary">
      {t.back}
    </ButtonLink>
  );
  if (!session) return null;

  async function csv() {
    try {
      await downloadSurveyCsv(key!);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
    }
  }

  return (
    <CommunityPage
      title={t.title}
      actions={
        <>
          {back}
          {result.data ? <Button onClick={() => void csv()}>{t.csv}</Button> : null}
        </>
      }
    >
      {result.data ? (
        <p className="community-page__lead">
          {markData(
            (title: string, n: number) => `${title} · ${t.responses(n)}`,
            result.data.survey.surveyTitle,
            result.data.survey.answerCount,
          )}
        </p>
      ) : null}
      {key === null ? (
        <p className="board-state">{surveyMessages.notFound}</p>
      ) : result.isPending ? (
        <BoardLoading />
      ) : result.error ? (
        <BoardError error={result.error} />
      ) : (
        result.data.questions.map((q) => (
          <section key={q.surveyQuestionKey} className="survey-result__question">
            <h2>
              {q.surveyQuestionNo}. <span lang="ko">{q.surveyQuestion}</span>
            </h2>
            {q.viewCounts.length ? (
              <Chart
                title={t.distribution(q.surveyQuestionNo)}
                kind="bar"
                data={q.viewCounts.map((v) => ({ choice: v.viewContents, count: v.count }))}
                categoryKey="choice"
                categoryLabel={t.choice}
                series={[{ key: 'count', label: t.count }]}
                unit={t.people}
                dataCategories
                height={Math.max(160, q.viewCounts.length * 44)}
                horizontal
              />
            ) : q.textAnswers.length ? (
              <ul className="survey-result__texts" aria-label={t.texts} lang="ko">
                {q.textAnswers.map((text, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: answers have no key of their own and never move
                  <li key={i}>{text}</li>
                ))}
              </ul>
            ) : (
              <p className="survey-card__meta">{t.noTexts}</p>
            )}
          </section>
        ))
      )}
    </CommunityPage>
  );
}
