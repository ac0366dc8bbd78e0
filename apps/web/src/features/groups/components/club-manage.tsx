import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { keyParam } from '../../../components/board/route-params.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { confirmDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { groupMessages as t } from '../../../messages/groups.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import {
  acceptMember,
  addSchedule,
  closeGroup,
  handOver,
  useGroupDetail,
  useGroupPeople,
} from '../api/groups.ts';
import { useClubAction } from './club-page.tsx';
import { recruitName } from './code-names.ts';
import { LoginFirst } from './group-list.tsx';

/** BookGroupManage?groupKey=: the leader's page: applicants, schedule, hand-over, closing recruitment. */
export function ClubManagePage() {
  const session = useSession();
  const { basePath } = useSite();
  const [search] = useSearchParams();
  const groupKey = keyParam(search, 'groupKey');
  const detail = useGroupDetail(session ? groupKey : null);
  const people = useGroupPeople(session && detail.data?.leaderYn === 'Y' ? groupKey : null);
  const run = useClubAction();
  const [title, setTitle] = useState('');
  const [meetDate, setMeetDate] = useState('');
  const [heir, setHeir] = useState('');
  const title0 = ROUTE_TITLES.BookGroupManage;
  if (!session)
    return (
      <CommunityPage title={title0}>
        <LoginFirst />
      </CommunityPage>
    );
  if (groupKey === null || detail.error || detail.data?.leaderYn === 'N')
    return (
      <CommunityPage title={title0}>
        <StatusMessage variant="section" icon="missing" title={detail.data ? t.leaderOnly : t.notFound}>
          <ButtonLink to={hrefFor('ReadingGroup', { basePath })}>{t.backToList}</ButtonLink>
        </StatusMessage>
      </CommunityPage>
    );
  if (detail.isPending || people.isPending)
    return (
      <CommunityPage title={title0}>
        <BoardLoading />
      </CommunityPage>
    );
  const group = detail.data;
  const all = people.data?.list ?? [];
  const applicants = all.filter((p) => p.statusCode === '01');
  const others = all.filter((p) => p.statusCode === '02' && p.leaderYn === 'N');
  const back = hrefFor('BookGroupClub', { basePath, search: { groupKey: String(group.groupKey) } });
  return (
    <CommunityPage
      title={title0}
      actions={
        <ButtonLink variant="secondary" to={back}>
          {t.backToClub}
        </ButtonLink>
      }
    >
      <p className="community-page__lead">
        <span lang="ko">{group.name}</span> · {recruitName(group.recruitStatusCode, group.recruitStatusName)}{' '}
        · {t.capacity(group.memberCount, group.capacity)}
      </p>
      <section className="club-section" aria-labelledby="manage-applicants">
        <h2 id="manage-applicants" className="club-section__title">
          {t.applicants}
        </h2>
        {applicants.length === 0 ? (
          <p className="board-state">{t.noApplicants}</p>
        ) : (
          <ul className="club-people">
            {applicants.map((p) => (
              <li key={p.memberKey}>
                <span lang="ko">
                  <strong>{p.name}</strong> {p.applyMessage ? `“${p.applyMessage}”` : ''}
                </span>
                <Button onClick={() => void run(() => acceptMember(group.groupKey, p.memberKey))}>
                  {t.accept}{' '}
                  <span className="visually-hidden" lang="ko">
                    {p.name}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="club-section" aria-labelledby="manage-schedule">
        <h2 id="manage-schedule" className="club-section__title">
          {t.addSchedule}
        </h2>
        <form
          className="group-form__row"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => addSchedule(group.groupKey, title, meetDate)).then((ok) => ok && setTitle(''));
          }}
        >
          <Field label={t.scheduleTitle} required>
            {(c) => <input {...c} maxLength={100} value={title} onChange={(e) => setTitle(e.target.value)} />}
          </Field>
          <Field label={t.scheduleDate} required>
            {(c) => (
              <input {...c} type="date" value={meetDate} onChange={(e) => setMeetDate(e.target.value)} />
            )}
          </Field>
          <Button type="submit">{t.addSchedule}</Button>
        </form>
      </section>
      <section className="club-section" aria-labelledby="manage-handover">
        <h2 id="manage-handover" className="club-section__title">
          {t.handOver}
        </h2>
        <form
          className="group-form__row"
          onSubmit={async (e) => {
            e.preventDefault();
            const target = others.find((p) => String(p.memberKey) === heir);
            if (target && (await confirmDialog(t.confirmHandOver(target.name))))
              await run(() => handOver(group.groupKey, target.memberKey));
          }}
        >
          <Field label={t.handOverTo}>
            {(c) => (
              <select {...c} value={heir} onChange={(e) => setHeir(e.target.value)}>
                <option value="">-</option>
                {others.map((p) => (
                  <option key={p.memberKey} value={p.memberKey} lang="ko">
                    {p.name}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Button type="submit" variant="secondary" disabled={!heir}>
            {t.handOver}
          </Button>
        </form>
      </section>
      {group.recruitStatusCode === '02' ? (
        <Button
          variant="secondary"
          onClick={async () => {
            if (await confirmDialog(t.confirmClose)) await run(() => closeGroup(group.groupKey));
          }}
        >
          {t.close}
        </Button>
      ) : null}
    </CommunityPage>
  );
}
