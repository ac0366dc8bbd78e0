import { type Survey, surveyDetailResponseSchema } from '@reading/contract/community/survey';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { apiClient, isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { surveyMessages } from '../../../messages/survey.ts';
import { useMemberGuard } from '../../membership/public.ts';
import { deleteSurvey, surveyKeys, useManagedSurveys } from '../api/survey.ts';
import { SurveyBuilder } from './survey-builder.tsx';
import './survey.css';

const t = surveyMessages.manage;
const targetName = (code: string | null) => surveyMessages.builder.targetName(code ?? '');

/** SurveyManage (staff console): the staff member's surveys, the builder, links to the results. */
export function SurveyManage() {
  const session = useMemberGuard({ needsDls: false });
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const list = useManagedSurveys(Boolean(session));
  const [editing, setEditing] = useState<Survey | 'new' | null>(null);

  if (!session) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: surveyKeys.all });

  async function openEditor(surveyKey: number) {
    try {
      const res = await apiClient.get('/schome/service/community/surveyInfo/detail', {
        query: { surveyKey },
        schema: surveyDetailResponseSchema,
      });
      setEditing(res.data);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
    }
  }

  async function remove(surveyKey: number) {
    if (!(await confirmDialog(t.removeConfirm))) return;
    try {
      const res = await deleteSurvey(surveyKey);
      await alertDialog(res.message);
      await refresh();
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : String(error));
    }
  }

  if (list.error && isApiError(list.error) && list.error.status === 403) {
    return (
      <CommunityPage title={t.title}>
        <StatusMessage variant="section" icon="error" title={t.noRights} description={list.error.message} />
      </CommunityPage>
    );
  }

  return (
    <CommunityPage
      title={t.title}
      lead={t.lead}
      actions={editing ? null : <Button onClick={() => setEditing('new')}>{t.create}</Button>}
    >
      {editing ? (
        <SurveyBuilder
          survey={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      ) : list.isPending ? (
        <BoardLoading />
      ) : list.error ? (
        <BoardError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <p className="board-state">{t.empty}</p>
      ) : (
        <ul className="survey-list">
          {list.data.list.map((s) => (
            <li key={s.surveyKey} className="survey-card">
              <div className="survey-card__head">
                <span className={`survey-badge survey-badge--${s.openYn === 'Y' ? 'open' : 'closed'}`}>
                  {s.openYn === 'Y' ? surveyMessages.open : surveyMessages.closed}
                </span>
                <h2 className="survey-card__title" lang="ko">
                  {s.surveyTitle}
                </h2>
              </div>
              <p className="survey-card__meta">
                {surveyMessages.period} {s.startDate} ~ {s.endDate} · {t.target}{' '}
                {targetName(s.targetMemberTypeCode)} · {t.answers(s.answerCount)}
              </p>
              <div className="survey-card__actions">
                <Link
                  className="button button--primary"
                  to={hrefFor('SurveyResult', { basePath, search: { surveyKey: String(s.surveyKey) } })}
                >
                  {t.result}
                </Link>
                {s.answerCount === 0 ? (
                  <Button variant="secondary" onClick={() => void openEditor(s.surveyKey)}>
                    {t.edit}
                  </Button>
                ) : null}
                <Button variant="secondary" onClick={() => void remove(s.surveyKey)}>
                  {t.remove}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </CommunityPage>
  );
}
