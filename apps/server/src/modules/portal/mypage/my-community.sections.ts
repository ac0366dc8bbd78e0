import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import { MY_COMMUNITY_SECTIONS, type MyCommunityItem } from '@reading/contract/mypage/my-community';
import type { MemberPostKind, MemberPostsFace } from '../community/public.ts';
import type { SessionMember } from '../core/session.plugin.ts';

export type CommunitySectionPage = {
  list: MyCommunityItem[];
  totalCount: number;
  totalPage: number;
  pageIndex: number;
  pageSize: number;
};

/**
 * One section of MyCommunity (decision 096). A module adds its own with
 * `app.portal.addCommunitySection(section)` (the newsgroup and reading-group issues: `newsgroup`, `group`).
 * A section shows when it applies to the member or the member has rows in it.
 */
export type CommunitySection = {
  code: string;
  name: string;
  /** Place on the page: lower first (posts 10, qna 20, counseling 30; leave gaps). */
  order: number;
  /** The board's own list page (a web route name), or null. */
  moreRoute: string | null;
  /** Whether the member can have rows here at all (counselling is asked by students). */
  appliesTo(member: SessionMember): boolean;
  count(memberKey: number): Promise<number>;
  page(memberKey: number, pageIndex: number, pageSize: number): Promise<CommunitySectionPage>;
};

/** The sections registry: the community's three, and whatever later modules add. */
export function createCommunitySections(posts: MemberPostsFace) {
  const sections = new Map<string, CommunitySection>();
  const fromCommunity = (
    kind: MemberPostKind,
    order: number,
    moreRoute: string | null,
    appliesTo: CommunitySection['appliesTo'],
  ): CommunitySection => ({
    code: kind,
    name: MY_COMMUNITY_SECTIONS[kind],
    order,
    moreRoute,
    appliesTo,
    count: async (memberKey) => (await posts.counts(memberKey))[kind],
    page: (memberKey, pageIndex, pageSize) => posts.page(memberKey, kind, pageIndex, pageSize),
  });
  const add = (section: CommunitySection) => {
    if (sections.has(section.code)) throw new Error(`community section ${section.code} added twice`);
    sections.set(section.code, section);
  };
  add(fromCommunity('posts', 10, null, (m) => m.memberTypeCode === MEMBER_TYPES.manager));
  add(fromCommunity('qna', 20, 'InquiryList', () => true));
  add(fromCommunity('counseling', 30, 'ApplyConsulting', (m) => m.memberTypeCode === MEMBER_TYPES.student));
  return {
    add,
    get: (code: string) => sections.get(code) ?? null,
    all: () => [...sections.values()].sort((a, b) => a.order - b.order),
  };
}

export type CommunitySections = ReturnType<typeof createCommunitySections>;
