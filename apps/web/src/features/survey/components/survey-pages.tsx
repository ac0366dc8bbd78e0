import type { AnswerEntry, SurveySummary } from '@reading/contract/community/survey';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { surveyMessages as t } from '../../../messages/survey.ts';
import { joinSurvey, surveyKeys, useSurveyDetail, useSurveyList } from '../api/survey.ts';
import { SurveyAnswerForm } from './survey-answer-form.tsx';
import './survey.css';
import { LoginFirst as SharedLoginFirst } from '../../../components/ui/login-first.tsx';

function SurveyState({ survey }: { survey: SurveySummary }) {
  const label = survey.answeredYn === 'Y' ? t.answered : survey.openYn === 'Y' ? t.open : t.closed;
  const tone = survey.answeredYn === 'Y' ? 'done' : survey.openYn === 'Y' ? 'open' : 'closed';
  return <span className={`survey-badge survey-badge--${tone}`}>{label}</span>;
}

function LoginFirst() {
  return <SharedLoginFirst title={t.loginNeeded} login={t.login} />;
}

/** Survey (school community): the surveys the member may answer, open ones first, and past ones. */
export function SurveyListPage() {
  const session = useSession();
  const { basePath } = useSite();
  const list = useSurveyList(Boolean(session));
  return (
    <CommunityPage title={t.listTitle} lead={t.listLead}>
      {!session ? (
        <LoginFirst />
      ) : list.isPending ? (
        <BoardLoading />
      ) : list.error ? (
        <BoardError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <p className="board-state">{t.empty}</p>
      ) : (
        <ul className="survey-list">
          {[...list.data.list]
            .sort((a, b) => (a.openYn === b.openYn ? 0 : a.openYn === 'Y' ? -1 : 1))
            .map((s) => (
              <li key={s.surveyKey} className="survey-card">
                <div className="survey-card__head">
                  <SurveyState survey={s} />
                  <h2 className="survey-card__title">
                    <Link
                      to={hrefFor('SurveyForm', { basePath, search: { surveyKey: String(s.surveyKey) } })}
                      lang="ko"
                    >
                      {s.surveyTitle}
                    </Link>
                  </h2>
                </div>
                <p className="survey-card__meta">
                  {t.period} {s.startDate} ~ {s.endDate} · {t.questionCount(s.questionList.length)}
                </p>
              </li>
            ))}
        </ul>
      )}
    </CommunityPage>
  );
}

/** SurveyForm?surveyKey=: one survey to answer (or its state when answered or closed). */
export function SurveyFormPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = keyParam(search, 'surveyKey');
  const detail = useSurveyDetail(session ? key : null);
  const listHref = hrefFor('Survey', { basePath });

  async function send(answers: AnswerEntry[]) {
    if (!session?.memberKey || !detail.data) return;
    try {
      const res = await joinSurvey({
        surveyKey: detail.data.surveyKey,
        memberKey: session.memberKey,
        surveyResultInfoList: answers,
      });
      await queryClient.invalidateQueries({ queryKey: surveyKeys.all });
      await alertDialog(res.message);
      navigate(listHref);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
    }
  }

  const body = !session ? (
    <LoginFirst />
  ) : key === null || detail.error ? (
    <StatusMessage variant="section" icon="missing" title={t.notFound}>
      <ButtonLink to={listHref}>{t.backToList}</ButtonLink>
    </StatusMessage>
  ) : detail.isPending ? (
    <BoardLoading />
  ) : (
    <>
      <div className="survey-form__head">
        <SurveyState survey={detail.data} />
        <h2 className="survey-form__title" lang="ko">
          {detail.data.surveyTitle}
        </h2>
        <p className="survey-card__meta">
          {t.period} {detail.data.startDate} ~ {detail.data.endDate}
        </p>
      </div>
      {detail.data.answeredYn === 'Y' || detail.data.openYn === 'N' ? (
        <StatusMessage
          variant="section"
          icon="preparing"
          title={detail.data.answeredYn === 'Y' ? t.alreadyAnswered : t.notOpen}
        >
          <ButtonLink to={listHref}>{t.backToList}</ButtonLink>
        </StatusMessage>
      ) : (
        <SurveyAnswerForm
          survey={detail.data}
          onSubmit={send}
          secondary={
            <ButtonLink to={listHref} variant="secondary">
              {t.backToList}
            </ButtonLink>
          }
        />
      )}
    </>
  );
  return (
    <CommunityPage title={t.formTitle} width="narrow">
      {body}
    </CommunityPage>
  );
}
