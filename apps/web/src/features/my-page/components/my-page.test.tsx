import { BADGE_THRESHOLDS, BADGE_TYPES } from '@reading/contract/codes/badge-types';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { loginAs, STUDENT1 } from '../../../test/sessions.ts';

/** The server's 24 badges: loan/return lv1 earned with 4 returns, the rest locked. */
function badgeList() {
  const list = BADGE_TYPES.flatMap((type) =>
    ([3, 2, 1] as const).map((badgeType) => {
      const level = 4 - badgeType;
      const count = type.code === '01' ? 4 : 0;
      return {
        badgeType,
        badgeTypeCode: type.code,
        badgeTypeName: type.name,
        activityCount: count,
        goalCount: BADGE_THRESHOLDS[type.code][level - 1]!,
        regDate: type.code === '01' && level === 1 ? '2026-09-14T03:00:00.000Z' : null,
      };
    }),
  );
  return { status: 'OK', message: '', data: { list, totalCount: list.length } };
}

describe('MyBadge', () => {
  it('shows each category as a row of three, earned with its day and locked with the progress, and the earned count', async () => {
    mockFetch({ '/schome/service/mypage/badgestatus/list': () => jsonResponse(badgeList()) });
    loginAs({ ...STUDENT1, memberKey: 11 });
    renderApp('/Elementary/MyBadge');
    expect(await screen.findByText('획득한 배지 1개 / 전체 24개')).toBeTruthy();
    const loans = screen.getByRole('region', { name: '대출/반납 배지' });
    const cards = within(loans).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    // The chip says 획득 once, then the day alone (not '획득 2026-09-14 획득').
    expect(cards[0]!.textContent).toContain('획득 2026-09-14');
    expect(cards[0]!.textContent?.match(/획득/g)).toHaveLength(1);
    expect(cards[1]!.textContent).toContain('미획득');
    expect(cards[1]!.textContent).toContain('4 / 10회');
    for (const type of BADGE_TYPES) {
      expect(
        within(screen.getByRole('region', { name: `${type.name} 배지` })).getAllByRole('listitem'),
      ).toHaveLength(3);
    }
  });

  it('says so when the badges cannot be loaded', async () => {
    mockFetch();
    loginAs({ ...STUDENT1, memberKey: 11 });
    renderApp('/Elementary/MyBadge');
    expect(await screen.findByText('정보를 불러오지 못했습니다.', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
