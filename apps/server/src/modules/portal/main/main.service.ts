import type { FooterDetail } from '@reading/contract/main/footer';
import type { MainSetupItem } from '@reading/contract/main/main-setup';
import { notFound } from '../../../lib/errors.ts';
import type { MainRepository } from './main.repository.ts';

export function createMainService(repository: MainRepository) {
  return {
    /** The footer of a school's site; 404 when no such school exists. */
    async getFooterDetail(schKey: number): Promise<FooterDetail> {
      const footer = await repository.findFooterDetail(schKey);
      if (!footer) throw notFound('학교 정보를 찾을 수 없습니다.');
      return footer;
    },

    /** The home page's tabs in display order with their use flags. */
    async listMainSetup(): Promise<MainSetupItem[]> {
      const rows = await repository.listMainSetup();
      return rows.map((r) => ({
        setupCode: r.setupCode,
        setupName: r.setupName,
        sortOrder: r.sortOrder,
        useYN: r.useYn === 'N' ? 'N' : 'Y',
      }));
    },
  };
}
