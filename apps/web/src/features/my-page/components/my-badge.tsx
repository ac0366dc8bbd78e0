import {
  BADGE_TYPES,
  BADGES_PER_ROW,
  type BadgeTypeCode,
  badgeLevelOf,
  earnedBadgeCount,
} from '@reading/contract/codes/badge-types';
import type { BadgeStatusItem } from '@reading/contract/mypage/badges';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { myPageMessages } from '../../../messages/my-page.ts';
import { useBadgeStatus } from '../api/badges.ts';
import { BadgeArt } from './badge-art.tsx';
import { MyPageFrame } from './my-page-frame.tsx';
import './my-page.css';
import { koreaDate } from '../../../lib/dates.ts';

const t = myPageMessages.badges;

const day = (iso: string) => koreaDate(iso);

/** One badge: artwork, level, earned day or progress towards it. */
function BadgeCard({ item }: { item: BadgeStatusItem }) {
  const level = badgeLevelOf(item.badgeType);
  const earned = item.regDate !== null;
  const progress = Math.min(item.activityCount, item.goalCount);
  return (
    <li className={`badge-card${earned ? ' badge-card--earned' : ''}`}>
      <BadgeArt code={item.badgeTypeCode as BadgeTypeCode} level={level} earned={earned} />
      <p className="badge-card__name">
        {BADGE_TYPES.find((b) => b.code === item.badgeTypeCode)?.name ?? item.badgeTypeName}{' '}
        <span className="badge-card__level">{t.level(level)}</span>
      </p>
      <p className="badge-card__state">
        <span className={`badge-chip${earned ? ' badge-chip--earned' : ''}`}>
          {earned ? t.earned : t.locked}
        </span>{' '}
        {/* The chip says 획득 once; the day follows it alone (issue 37.8: not '획득 … 획득'). */}
        {earned ? (
          <time dateTime={day(item.regDate!)}>{day(item.regDate!)}</time>
        ) : (
          t.toGo(item.goalCount - progress)
        )}
      </p>
      {earned ? null : (
        <progress className="badge-card__progress" max={item.goalCount} value={progress}>
          {t.progress(item.activityCount, item.goalCount)}
        </progress>
      )}
      <p className="badge-card__count">{t.progress(item.activityCount, item.goalCount)}</p>
    </li>
  );
}

/**
 * MyBadge (spec 000 §2, §3): the eight categories' three levels each, 3 per row (one category a row),
 * earned ones with their day and locked ones with the progress towards them, and the earned count.
 */
export function MyBadge({ memberKey }: { memberKey: number }) {
  const status = useBadgeStatus(memberKey);
  const list = status.data?.list ?? [];
  return (
    <MyPageFrame current="MyBadge" titleId="my-badge-title" title={t.title}>
      <p className="my-page__lead">{t.lead}</p>
      {status.isPending ? (
        <StatusMessage variant="section" title={myPageMessages.loading} />
      ) : status.isError ? (
        <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />
      ) : (
        <>
          <p className="my-page__summary" aria-live="polite">
            {t.earnedCount(earnedBadgeCount(list), list.length)}
          </p>
          {BADGE_TYPES.map((type) => {
            const row = list.filter((b) => b.badgeTypeCode === type.code);
            return (
              <section key={type.code} className="badge-row" aria-label={t.categoryLabel(type.name)}>
                <h2 className="badge-row__title">{type.name}</h2>
                <ul className={`badge-grid badge-grid--${BADGES_PER_ROW}`}>
                  {row.map((item) => (
                    <BadgeCard key={item.badgeType} item={item} />
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </MyPageFrame>
  );
}
