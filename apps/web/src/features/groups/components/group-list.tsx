import type { GroupSummary } from '@reading/contract/groups/reading-group';
import { useState } from 'react';
import { Link } from 'react-router';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { LoginFirst as SharedLoginFirst } from '../../../components/ui/login-first.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { groupMessages as t } from '../../../messages/groups.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { useGroupList } from '../api/groups.ts';
import { recruitName } from './code-names.ts';
import './groups.css';

/** The groups pages' login state (the shared component with this area's texts). */
export const LoginFirst = () => <SharedLoginFirst title={t.loginNeeded} login={t.login} />;

/** A club as a card: status, name, purpose, seats and my place. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const { basePath } = useSite();
  return (
    <li className="group-card">
      {group.coverUrl ? <img className="group-card__cover" src={group.coverUrl} alt="" /> : null}
      <div className="group-card__body">
        <p className="group-card__tags">
          <span className={`group-status group-status--${group.recruitStatusCode}`}>
            {recruitName(group.recruitStatusCode, group.recruitStatusName)}
          </span>
          {group.myStatusCode === '02' ? <span className="group-tag">{t.myMember}</span> : null}
          {group.myStatusCode === '01' ? <span className="group-tag">{t.myApplied}</span> : null}
        </p>
        <h3 className="group-card__title">
          <Link
            to={hrefFor('BookGroupClub', { basePath, search: { groupKey: String(group.groupKey) } })}
            lang="ko"
          >
            {group.name}
          </Link>
        </h3>
        <p className="group-card__purpose" lang="ko">
          {group.purpose}
        </p>
        <p className="group-card__meta">
          {t.capacity(group.memberCount, group.capacity)} · {markData(t.leader, group.leaderName)} ·{' '}
          {t.period(group.recruitStartDate, group.recruitEndDate)}
        </p>
      </div>
    </li>
  );
}

export function GroupCards({ list }: { list: GroupSummary[] }) {
  if (list.length === 0) return <p className="board-state">{t.empty}</p>;
  return (
    <ul className="group-cards">
      {list.map((g) => (
        <GroupCard key={g.groupKey} group={g} />
      ))}
    </ul>
  );
}

/** ReadingGroup: the school's clubs (awaiting ones to teachers and their founder) or mine. */
export function GroupListPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [view, setView] = useState<'school' | 'mine'>('school');
  const list = useGroupList(view, Boolean(session));
  return (
    <CommunityPage
      title={ROUTE_TITLES.ReadingGroup}
      actions={
        session ? <ButtonLink to={hrefFor('BookGroupForm', { basePath })}>{t.found}</ButtonLink> : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : (
        <>
          <div className="group-toggle">
            {(['school', 'mine'] as const).map((v) => (
              <Button
                key={v}
                variant={view === v ? 'primary' : 'secondary'}
                aria-pressed={view === v}
                onClick={() => setView(v)}
              >
                {v === 'school' ? t.schoolTab : t.mineTab}
              </Button>
            ))}
          </div>
          {list.isPending ? (
            <BoardLoading />
          ) : list.error ? (
            <BoardError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <GroupCards list={list.data.list} />
          )}
        </>
      )}
    </CommunityPage>
  );
}
