import type { MenuStatisticsRequest } from '@reading/contract/statistics/menu-statistics';
import { notFound } from '../../../lib/errors.ts';
import type { StatisticsRepository } from './statistics.repository.ts';

/** The statistics day in Korea (UTC+9, no daylight saving), as yyyy-mm-dd. */
export function koreanDate(now: Date): string {
  return new Date(now.getTime() + 9 * 3600 * 1000).toISOString().slice(0, 10);
}

export function createStatisticsService(
  repository: StatisticsRepository,
  clock: () => Date = () => new Date(),
) {
  return {
    /** Counts one menu click for the school (none on the main site) and the Korean calendar day. */
    async recordMenuClick(request: MenuStatisticsRequest) {
      const schKey = request.schKey === undefined ? null : Number(request.schKey);
      if (schKey !== null && !(await repository.schoolExists(schKey))) {
        throw notFound('학교 정보를 찾을 수 없습니다.');
      }
      const statDate = koreanDate(clock());
      const clickCount = await repository.addMenuClick({
        schKey,
        statDate,
        menuName: request.menuName,
        type: request.type,
      });
      return { statDate, clickCount };
    },
  };
}
