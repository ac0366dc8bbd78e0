import type { GroupDetail } from '@reading/contract/groups/reading-group';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { plainMessage } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { groupMessages as t } from '../../../messages/groups.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { applyGroup, approveGroup, groupKeys, leaveGroup, useGroupDetail } from '../api/groups.ts';
import { ClubPhotos, ClubPosts } from './club-board.tsx';
import { postKindName, recruitName } from './code-names.ts';
import { LoginFirst } from './group-list.tsx';
import './groups.css';

/** Runs a club action, refreshes the club's queries and shows the server's message. */
export function useClubAction() {
  const queryClient = useQueryClient();
  return async (action: () => Promise<{ message: string }>) => {
    try {
      const res = await action();
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      await alertDialog(res.message);
      return true;
    } catch (error) {
      await alertDialog(isApiError(error) ? plainMessage(error.message) : String(error));
      return false;
    }
  };
}

function JoinBox({ group }: { group: GroupDetail }) {
  const run = useClubAction();
  const [message, setMessage] = useState('');
  if (group.leaderYn === 'Y') return null;
  if (group.myStatusCode === '02' || group.myStatusCode === '01')
    return (
      <Button
        variant="secondary"
        onClick={async () => {
          if (await confirmDialog(t.confirmLeave)) await run(() => leaveGroup(group.groupKey));
        }}
      >
        {group.myStatusCode === '02' ? t.leave : t.withdraw}
      </Button>
    );
  if (group.recruitStatusCode !== '02') return null;
  return (
    <form
      className="club-apply"
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => applyGroup(group.groupKey, message));
      }}
    >
      <Field label={t.applyMessage}>
        {(c) => <input {...c} maxLength={200} value={message} onChange={(e) => setMessage(e.target.value)} />}
      </Field>
      <Button type="submit">{t.apply}</Button>
    </form>
  );
}

function ClubInfo({ group }: { group: GroupDetail }) {
  const { basePath } = useSite();
  const run = useClubAction();
  const members = group.memberList.filter((m) => m.statusCode === '02');
  return (
    <div className="club-info">
      {group.coverUrl ? <img className="club-info__cover" src={group.coverUrl} alt="" /> : null}
      <div className="club-info__body">
        <p className="group-card__tags">
          <span className={`group-status group-status--${group.recruitStatusCode}`}>
            {recruitName(group.recruitStatusCode, group.recruitStatusName)}
          </span>
          <span className="group-tag">{group.openYn === 'Y' ? t.open : t.private}</span>
        </p>
        <h2 className="club-info__name" lang="ko">
          {group.name}
        </h2>
        <p className="club-info__purpose" lang="ko">
          {group.purpose}
        </p>
        <p className="group-card__meta">
          {t.capacity(group.memberCount, group.capacity)} · {markData(t.leader, group.leaderName)} ·{' '}
          {t.period(group.recruitStartDate, group.recruitEndDate)}
        </p>
        {group.bookList.length > 0 ? (
          <>
            <h3 className="club-info__sub">{t.books}</h3>
            <ul className="club-info__books" lang="ko">
              {group.bookList.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          </>
        ) : null}
        <h3 className="club-info__sub">{t.members}</h3>
        <p className="club-info__members" lang="ko">
          {members.map((m) => m.name).join(', ')}
        </p>
        <div className="club-info__actions">
          <JoinBox group={group} />
          {group.approvableYn === 'Y' ? (
            <Button onClick={() => void run(() => approveGroup(group.groupKey))}>{t.approve}</Button>
          ) : null}
          {group.leaderYn === 'Y' ? (
            <ButtonLink
              variant="secondary"
              to={hrefFor('BookGroupManage', { basePath, search: { groupKey: String(group.groupKey) } })}
            >
              {t.manage}
            </ButtonLink>
          ) : null}
        </div>
        {group.recruitStatusCode === '01' ? <p className="board-state">{t.awaiting}</p> : null}
      </div>
    </div>
  );
}

function Schedule({ group }: { group: GroupDetail }) {
  return (
    <section className="club-section" aria-labelledby="club-schedule">
      <h2 id="club-schedule" className="club-section__title">
        {t.schedule}
      </h2>
      {group.scheduleList.length === 0 ? (
        <p className="board-state">{t.noSchedule}</p>
      ) : (
        <ol className="club-schedule">
          {group.scheduleList.map((s) => (
            <li key={s.scheduleKey}>
              <time dateTime={s.meetDate}>{s.meetDate}</time> <span lang="ko">{s.title}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** BookGroupClub?groupKey=: the club's home: info, joining, schedule and (for who may read) its insides. */
export function ClubPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const groupKey = keyParam(search, 'groupKey');
  const detail = useGroupDetail(session ? groupKey : null);
  if (!session)
    return (
      <CommunityPage title={ROUTE_TITLES.BookGroupClub}>
        <LoginFirst />
      </CommunityPage>
    );
  if (groupKey === null || detail.error)
    return (
      <CommunityPage title={ROUTE_TITLES.BookGroupClub}>
        <StatusMessage variant="section" icon="missing" title={t.notFound}>
          <ButtonLink to={hrefFor('ReadingGroup', { basePath })}>{t.backToList}</ButtonLink>
        </StatusMessage>
      </CommunityPage>
    );
  if (detail.isPending)
    return (
      <CommunityPage title={ROUTE_TITLES.BookGroupClub}>
        <BoardLoading />
      </CommunityPage>
    );
  const group = detail.data;
  const member = group.myStatusCode === '02';
  return (
    <CommunityPage title={ROUTE_TITLES.BookGroupClub}>
      <ClubInfo group={group} />
      <Schedule group={group} />
      {group.readableYn === 'Y' ? (
        <Tabs
          label={t.boardsLabel}
          items={[
            {
              id: 'notice',
              label: postKindName('notice'),
              panel: <ClubPosts groupKey={group.groupKey} kind="notice" canWrite={group.leaderYn === 'Y'} />,
            },
            {
              id: 'board',
              label: postKindName('board'),
              panel: <ClubPosts groupKey={group.groupKey} kind="board" canWrite={member} />,
            },
            {
              id: 'discussion',
              label: postKindName('discussion'),
              panel: <ClubPosts groupKey={group.groupKey} kind="discussion" canWrite={member} />,
            },
            {
              id: 'photos',
              label: t.photos,
              panel: <ClubPhotos groupKey={group.groupKey} canWrite={member} />,
            },
          ]}
        />
      ) : (
        <p className="board-state club-private">{t.membersOnly}</p>
      )}
    </CommunityPage>
  );
}
