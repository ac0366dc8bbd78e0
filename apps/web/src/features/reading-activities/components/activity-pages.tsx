import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSite } from '../../../lib/site.ts';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import {
  activitiesKey,
  deleteActivity,
  useActivityDetail,
  useMyActivities,
  useRecommendList,
} from '../api/activities.ts';
import { ActivityState, ActivityView } from './activity-detail.tsx';
import { ActivityForm } from './activity-form.tsx';
import { ActivityTable } from './activity-table.tsx';
import './activities.css';

/** ParticipationContestDetail/{reaActKey}: the reader's view, with edit and delete for its author. */
export function ActivityDetailPage({ reaActKey }: { reaActKey: number }) {
  const { basePath } = useSite();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useActivityDetail(reaActKey);
  if (!detail.data)
    return (
      <div className="container activities">
        <ActivityState isPending={detail.isPending} />
      </div>
    );
  const remove = async () => {
    if (!(await confirmDialog(t.detail.confirmRemove))) return;
    try {
      const res = await deleteActivity(reaActKey);
      await queryClient.invalidateQueries({ queryKey: activitiesKey });
      await alertDialog(res.message);
      navigate(hrefFor('MyActivites', { basePath }));
    } catch (error) {
      if (isApiError(error)) await alertDialog(error.message);
    }
  };
  const actions =
    detail.data.editableYn === 'Y' ? (
      <div className="activity-form__actions">
        <ButtonLink
          variant="secondary"
          to={hrefFor('contestFormEdit', { basePath, params: { reaActKey: String(reaActKey) } })}
        >
          {t.detail.edit}
        </ButtonLink>
        <Button variant="secondary" onClick={() => void remove()}>
          {t.detail.remove}
        </Button>
      </div>
    ) : null;
  return (
    <div className="container activities">
      <ActivityView activity={detail.data} actions={actions} />
    </div>
  );
}

/** RecommendDetail/{reaActKey}: an exemplary activity, read-only. */
export function RecommendDetailPage({ reaActKey }: { reaActKey: number }) {
  const detail = useActivityDetail(reaActKey);
  return (
    <div className="container activities">
      {detail.data ? <ActivityView activity={detail.data} /> : <ActivityState isPending={detail.isPending} />}
    </div>
  );
}

/** contestFormEdit/{reaActKey}: the author's activity, back in the form. */
export function ActivityEditPage({ reaActKey }: { reaActKey: number }) {
  const detail = useActivityDetail(reaActKey);
  return (
    <div className="container activities">
      <h1 className="activities__title">{t.form.editTitle}</h1>
      {detail.data ? (
        <ActivityForm
          existing={detail.data}
          book={{
            bookKey: detail.data.bookKey ?? 0,
            bookTitle: detail.data.bookTitle,
            subjectKey: detail.data.subjectKey,
          }}
        />
      ) : (
        <ActivityState isPending={detail.isPending} />
      )}
    </div>
  );
}

/** contestForm?bookKey&bookTitle: a new activity about the chosen book. */
export function ActivityWritePage({
  book,
}: {
  book: { bookKey: number; bookTitle: string; subjectKey: number | null } | null;
}) {
  const { basePath } = useSite();
  return (
    <div className="container activities">
      <h1 className="activities__title">{t.form.title}</h1>
      {book ? (
        <ActivityForm book={book} />
      ) : (
        <p>
          {t.form.noBook}{' '}
          <ButtonLink
            to={hrefFor('ParticipationContestList', { basePath, params: { type: 'recentLoanBooks' } })}
          >
            {t.form.chooseBook}
          </ButtonLink>
        </p>
      )}
    </div>
  );
}

/** MyActivites: the member's own activities, drafts included. */
/** The drawing and media kind of activity (decision 130). */
const MEDIA_CODE = '04';

/**
 * MyActivites: the member's own activities, drafts included; MyMediaActivities: only the drawings and
 * media (reaActCode 04), the same list filtered on the server.
 */
export function MyActivities({ memberKey, media = false }: { memberKey: number; media?: boolean }) {
  const { basePath } = useSite();
  const [pageIndex, setPageIndex] = useState(1);
  const list = useMyActivities(memberKey, pageIndex, media ? MEDIA_CODE : undefined);
  const words = media ? t.media : t.mine;
  return (
    <div className="container activities">
      <div className="activities__bar">
        <h1 className="activities__title">{words.title}</h1>
        <ButtonLink
          to={hrefFor('ParticipationContestList', { basePath, params: { type: 'recentLoanBooks' } })}
        >
          {words.write}
        </ButtonLink>
      </div>
      {media ? <p className="activities__lead">{t.media.lead}</p> : null}
      {list.data ? <p>{t.mine.total(list.data.totalCount)}</p> : null}
      <ActivityTable
        query={list}
        caption={words.title}
        withWriter={false}
        onPage={setPageIndex}
        linkOf={(item) =>
          hrefFor('ParticipationContestDetail', { basePath, params: { reaActKey: String(item.reaActKey) } })
        }
      />
    </div>
  );
}

/** RecommendList: the activities teachers recommended, as far as the reader may see them. */
export function RecommendList() {
  const { basePath } = useSite();
  const [pageIndex, setPageIndex] = useState(1);
  const list = useRecommendList(pageIndex);
  return (
    <div className="container activities">
      <h1 className="activities__title">{t.recommend.title}</h1>
      <p className="activities__lead">{t.recommend.lead}</p>
      <ActivityTable
        query={list}
        caption={t.recommend.title}
        onPage={setPageIndex}
        linkOf={(item) =>
          hrefFor('RecommendDetail', { basePath, params: { reaActKey: String(item.reaActKey) } })
        }
      />
    </div>
  );
}
