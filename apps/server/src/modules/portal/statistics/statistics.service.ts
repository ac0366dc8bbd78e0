import type { MenuStatisticsRequest } from '@reading/contract/statistics/menu-statistics';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/errors.ts';
import type { StatisticsRepository } from './statistics.repository.ts';

export function createStatisticsService(repository: StatisticsRepository, clock: Clock) {
  return {
    /** Counts one menu click for the school (none on the main site) and the Korean calendar day. */
    async recordMenuClick(request: MenuStatisticsRequest) {
      const schKey = request.schKey === undefined ? null : Number(request.schKey);
      if (schKey !== null && !(await repository.schoolExists(schKey))) {
        throw notFound('학교 정보를 찾을 수 없습니다.');
      }
      const statDate = clock.today();
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
