import type { ActivityDetail } from '@reading/contract/activities/activities';
import type { ReactNode } from 'react';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import { kindName, privacyName, statusName } from './code-names.ts';
import './activities.css';
import { koreaDate } from '../../../lib/dates.ts';

/** One activity as its readers see it: book, kind, status, content, the teacher's replies. */
export function ActivityView({ activity, actions }: { activity: ActivityDetail; actions?: ReactNode }) {
  return (
    <article className="activity" aria-labelledby="activity-title">
      <header className="activity__head">
        <p className="activity__kind">
          {kindName(activity.reaActCode, activity.reaActName)}
          {activity.recommendYn === 'Y' ? (
            <span className="activity-chip">{t.detail.recommended}</span>
          ) : null}
        </p>
        <h1 id="activity-title" className="activities__title" lang="ko">
          {activity.title}
        </h1>
        <dl className="activity__meta">
          <div>
            <dt>{t.detail.book}</dt>
            <dd lang="ko">{[activity.bookTitle, activity.author].filter(Boolean).join(' · ')}</dd>
          </div>
          {activity.subjectTitle ? (
            <div>
              <dt>{t.detail.subject}</dt>
              <dd lang="ko">{activity.subjectTitle}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t.detail.writer}</dt>
            <dd lang="ko">{[activity.memberName, activity.schName].filter(Boolean).join(' · ')}</dd>
          </div>
          <div>
            <dt>{t.detail.status}</dt>
            <dd>
              <span className={`activity-status activity-status--${activity.statusCode}`}>
                {statusName(activity.statusCode, activity.statusName)}
              </span>{' '}
              {privacyName(activity.privacyBoundCode)} · {koreaDate(activity.regDate)}
            </dd>
          </div>
        </dl>
      </header>
      {activity.rating ? <p className="activity__rating">{t.detail.rating(activity.rating)}</p> : null}
      {activity.returnReason && activity.statusCode === '03' ? (
        <p className="activity-form__returned">{markData(t.form.returned, activity.returnReason)}</p>
      ) : null}
      <div lang="ko">
        <SafeHtml className="rich-text activity__content" html={activity.content} />
      </div>
      {actions}
      <section className="activity__replies" aria-labelledby="activity-replies">
        <h2 id="activity-replies">{t.detail.replies}</h2>
        {activity.replies.length === 0 ? (
          <p>{t.detail.noReplies}</p>
        ) : (
          <ul>
            {activity.replies.map((r) => (
              <li key={r.replyKey} className="activity__reply">
                <p className="activity__reply-head">
                  {markData(t.detail.replyBy, r.memberName)} · {koreaDate(r.regDate)}
                </p>
                <p className="activity__reply-body" lang="ko">
                  {r.content}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

export function ActivityState({ isPending }: { isPending: boolean }) {
  return isPending ? (
    <StatusMessage variant="section" title={t.loading} />
  ) : (
    <StatusMessage variant="section" icon="missing" title={t.detail.notFound} />
  );
}
