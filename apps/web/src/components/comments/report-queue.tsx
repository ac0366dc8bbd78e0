import { commentDoneResponseSchema, commentReportsResponseSchema } from '@reading/contract/comments/comments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client.ts';
import { alertDialog } from '../../lib/dialogs.ts';
import { reportQueueMessages as t } from '../../messages/comments.ts';
import { Button } from '../ui/button.tsx';
import { markData } from '../ui/marked.tsx';
import { showFailure } from './comment-forms.tsx';
import { commentKeys } from './comments-api.ts';
import './comments.css';
import { koreaDate } from '../../lib/dates.ts';

const BASE = '/schome/service/comment';
const queueKey = ['comments', 'reports'] as const;

/**
 * The staff's queue of reported comments (decision 170): teachers see reports on their school's members'
 * comments; each is hidden or dismissed. Shown to teachers on the areas' management pages.
 */
export function CommentReportQueue() {
  const queryClient = useQueryClient();
  const reports = useQuery({
    queryKey: queueKey,
    queryFn: ({ signal }) =>
      apiClient
        .get(`${BASE}/reports`, {
          query: { statusCode: 'open' },
          schema: commentReportsResponseSchema,
          signal,
        })
        .then((r) => r.data),
  });
  async function resolve(reportKey: number, actionCode: 'hide' | 'dismiss') {
    try {
      const res = await apiClient.post(`${BASE}/reports/resolve`, {
        body: { reportKey, actionCode },
        schema: commentDoneResponseSchema,
      });
      await queryClient.invalidateQueries({ queryKey: commentKeys.all });
      await alertDialog(res.message);
    } catch (error) {
      await showFailure(error);
    }
  }
  if (!reports.data) return null;
  return (
    <section className="report-queue" aria-labelledby="report-queue-title">
      <h2 id="report-queue-title" className="comments__title">
        {t.title} <span className="comments__count">{reports.data.totalCount}</span>
      </h2>
      {reports.data.list.length === 0 ? (
        <p className="comments__empty">{t.empty}</p>
      ) : (
        <ul className="comments__list">
          {reports.data.list.map((r) => (
            <li key={r.reportKey} className="comment">
              <p className="comment__head">
                <span className="comment__tag">{t.targets[r.targetType] ?? r.targetType}</span>
                <span className="comment__writer">{markData(t.writer, r.writerName)}</span>
                <time className="comment__date" dateTime={r.regDate}>
                  {koreaDate(r.regDate)}
                </time>
              </p>
              <p className="comment__body" lang="ko">
                {r.content}
              </p>
              <p className="comment__note">{markData(t.reason, r.reporterName, r.reason)}</p>
              <div className="comment-form__actions">
                <Button onClick={() => void resolve(r.reportKey, 'hide')}>{t.hide}</Button>
                <Button variant="secondary" onClick={() => void resolve(r.reportKey, 'dismiss')}>
                  {t.dismiss}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
