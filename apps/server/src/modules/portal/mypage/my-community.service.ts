import { MY_COMMUNITY_MESSAGES, type MyCommunitySection } from '@reading/contract/mypage/my-community';
import { notFound } from '../../../lib/errors.ts';
import type { SessionMember } from '../core/session.plugin.ts';
import type { CommunitySections } from './my-community.sections.ts';

/** MyCommunity (decision 096): the member's sections with counts, and a page of one section. */
export function createMyCommunityService(sections: CommunitySections) {
  return {
    async summary(member: SessionMember): Promise<MyCommunitySection[]> {
      const counted = await Promise.all(
        sections
          .all()
          .map(async (section) => ({ section, totalCount: await section.count(member.memberKey) })),
      );
      return counted
        .filter(({ section, totalCount }) => totalCount > 0 || section.appliesTo(member))
        .map(({ section, totalCount }) => ({
          sectionCode: section.code,
          sectionName: section.name,
          totalCount,
          moreRoute: section.moreRoute,
        }));
    },
    async page(member: SessionMember, code: string, pageIndex: number, pageSize: number) {
      const section = sections.get(code);
      if (!section) throw notFound(MY_COMMUNITY_MESSAGES.sectionNotFound);
      const page = await section.page(member.memberKey, pageIndex, pageSize);
      return { sectionCode: section.code, sectionName: section.name, ...page };
    },
  };
}
