import { ACTIVITY_LIMITS, ACTIVITY_STATUSES } from '@reading/contract/activities/codes';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import {
  activitiesKey,
  replyToActivity,
  reviewActivity,
  useActivityDetail,
  useManageList,
} from '../api/activities.ts';
import { ActivityState, ActivityView } from './activity-detail.tsx';
import { ActivityTable } from './activity-table.tsx';
import { statusName } from './code-names.ts';
import { SubjectManage } from './subject-manage.tsx';
import './activities.css';

/** The manage area's two tabs as links (?tab=subject), so each is addressable (decision 137). */
function ManageTabs({ tab }: { tab: ManageTab }) {
  const { basePath } = useSite();
  const m = t.subjectManage;
  const items: [ManageTab, string][] = [
    ['review', m.reviewTab],
    ['subject', m.subjectTab],
  ];
  return (
    <nav aria-label={m.tabsLabel}>
      <ul className="activities__types">
        {items.map(([id, label]) => (
          <li key={id}>
            <Link
              to={hrefFor('ParticipationActivityManageList', {
                basePath,
                ...(id === 'subject' ? { search: { tab: 'subject' } } : {}),
              })}
              aria-current={id === tab ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export type ManageTab = 'review' | 'subject';

/**
 * ParticipationActivityManageList: the school's submitted activities, awaiting review first; with
 * `?tab=subject` the teacher's assignments (decision 137).
 */
export function ActivityManageList({
  teacherMemberKey,
  tab = 'review',
}: {
  teacherMemberKey: number;
  tab?: ManageTab;
}) {
  return (
    <div className="container activities">
      <h1 className="activities__title">{t.manage.title}</h1>
      <ManageTabs tab={tab} />
      {tab === 'subject' ? (
        <SubjectManage memberKey={teacherMemberKey} />
      ) : (
        <ReviewQueue teacherMemberKey={teacherMemberKey} />
      )}
    </div>
  );
}

function ReviewQueue({ teacherMemberKey }: { teacherMemberKey: number }) {
  const { basePath } = useSite();
  const [statusCode, setStatusCode] = useState('01');
  const [pageIndex, setPageIndex] = useState(1);
  const list = useManageList(teacherMemberKey, statusCode, pageIndex);
  return (
    <>
      <p className="activities__lead">{t.manage.lead}</p>
      <Field label={t.manage.filter} layout="inline" className="activities__filter">
        {(control) => (
          <select
            {...control}
            className="input"
            value={statusCode}
            onChange={(e) => {
              setStatusCode(e.target.value);
              setPageIndex(1);
            }}
          >
            <option value="">{t.manage.all}</option>
            {ACTIVITY_STATUSES.filter((s) => s.code !== '00').map((s) => (
              <option key={s.code} value={s.code}>
                {statusName(s.code)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ActivityTable
        query={list}
        caption={t.manage.title}
        onPage={setPageIndex}
        linkOf={(item) =>
          hrefFor('ParticipationActivityReviewManage', {
            basePath,
            search: { reaActKey: String(item.reaActKey) },
          })
        }
      />
    </>
  );
}

/** ParticipationActivityReviewManage?reaActKey: read, comment, approve or return with a reason, recommend. */
export function ActivityReview({ reaActKey }: { reaActKey: number }) {
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const detail = useActivityDetail(reaActKey, true);
  const [reply, setReply] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<{ message: string }>, after?: () => void) => {
    if (busy) return;
    setBusy(true);
    try {
      const res = await action();
      after?.();
      await queryClient.invalidateQueries({ queryKey: activitiesKey });
      await alertDialog(res.message);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : t.loadError);
    } finally {
      setBusy(false);
    }
  };

  if (!detail.data)
    return (
      <div className="container activities">
        <ActivityState isPending={detail.isPending} />
      </div>
    );
  const a = detail.data;
  return (
    <div className="container activities">
      <ButtonLink variant="secondary" to={hrefFor('ParticipationActivityManageList', { basePath })}>
        {t.manage.back}
      </ButtonLink>
      <ActivityView activity={a} />
      <section className="activity-review" aria-label={t.manage.reviewTitle}>
        <form
          className="activity-review__box"
          onSubmit={(e) => {
            e.preventDefault();
            void run(
              () => replyToActivity(reaActKey, reply),
              () => setReply(''),
            );
          }}
        >
          <Field label={t.manage.reply} byteLimit={{ value: reply, max: ACTIVITY_LIMITS.replyBytes }}>
            {(control) => (
              <textarea
                {...control}
                className="input"
                rows={3}
                value={reply}
                onChange={(e) => setReply(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={busy || !reply.trim()}>
            {t.manage.replySend}
          </Button>
        </form>
        {a.statusCode === '01' ? (
          <div className="activity-review__box">
            <Button disabled={busy} onClick={() => void run(() => reviewActivity.approve(reaActKey))}>
              {t.manage.approve}
            </Button>
            <Field label={t.manage.reason} byteLimit={{ value: reason, max: ACTIVITY_LIMITS.reasonBytes }}>
              {(control) => (
                <input
                  {...control}
                  className="input"
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </Field>
            <Button
              variant="secondary"
              disabled={busy || !reason.trim()}
              onClick={() =>
                void run(
                  () => reviewActivity.giveBack(reaActKey, reason),
                  () => setReason(''),
                )
              }
            >
              {t.manage.giveBack}
            </Button>
          </div>
        ) : null}
        {a.statusCode === '02' ? (
          <div className="activity-review__box">
            <Button
              variant={a.recommendYn === 'Y' ? 'secondary' : 'primary'}
              disabled={busy}
              onClick={() =>
                void run(() => reviewActivity.recommend(reaActKey, a.recommendYn === 'Y' ? 'N' : 'Y'))
              }
            >
              {a.recommendYn === 'Y' ? t.manage.unrecommend : t.manage.recommend}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}
