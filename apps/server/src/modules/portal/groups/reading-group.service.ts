import { COMMUNITY_IMAGE_PATH } from '@reading/contract/community/codes';
import {
  type GroupDetail,
  type GroupSummary,
  type groupCreateRequestSchema,
  GROUP_MESSAGES as M,
  RECRUIT_STATUS,
  RECRUIT_STATUS_NAMES,
} from '@reading/contract/groups/reading-group';
import type { z } from 'zod';
import { koreaDate } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import type { UploadKeeper } from '../community/public.ts';
import { type Actor, hasTeacherRights } from '../core/actor.ts';
import { type MaskingYn, shownMember } from '../core/member-names.ts';
import type { PortalFace } from '../mypage/public.ts';
import type { GroupRow, ReadingGroupRepository } from './reading-group.repository.ts';

type CreateInput = z.output<typeof groupCreateRequestSchema>;

export const imageUrlOf = (storageKey: string) => `${COMMUNITY_IMAGE_PATH}${storageKey.split('/').pop()}`;

/** The logged-in member with a school (clubs are a school's), else 401/403. */
/**
 * A member's name in a club's answer (decision 292): whole to the club's accepted members (decision 192),
 * unless the call asks maskingYN Y; everyone else (the school's pupils reading an open club) reads it by
 * the one rule (core/member-names.ts). N never unmasks what the rule masks.
 */
export function clubNames(
  viewer: Actor,
  club: { schKey: number | null },
  isMember: boolean,
  maskingYn: MaskingYn,
) {
  return (memberKey: number | null, name: string, memberTypeCode?: string) => {
    if (isMember && maskingYn !== 'Y') return { name, memberKey };
    const named = { memberKey: memberKey ?? 0, schKey: club.schKey, name, memberTypeCode };
    const shown = shownMember(viewer, named, maskingYn);
    return { name: shown.name, memberKey: shown.memberKey };
  };
}

export function schoolMember(actor: Actor | null): Actor & { schKey: number } {
  if (!actor) throw unauthorized(M.loginRequired);
  if (actor.schKey === null) throw forbidden(M.noSchool);
  return actor as Actor & { schKey: number };
}

/**
 * Reading clubs (issue 20; decisions 190–193): founding and the recruitment state machine
 * (01 awaiting approval → 02 recruiting → 03 closed), applications, accepts within the capacity, leave
 * and hand-over. Another school's club is invisible (404); a club's insides are its members' unless the
 * club is open (see `readable`).
 */
export function createReadingGroupService(deps: {
  repository: ReadingGroupRepository;
  bannedWords: BannedWordCheck;
  portal: () => PortalFace;
  /** Keeps an uploaded cover (decision 225). */
  uploads: UploadKeeper;
  today?: () => string;
}) {
  const { repository, bannedWords } = deps;
  const today = deps.today ?? (() => koreaDate(new Date()));

  /** A club of the actor's school, or 404 (another school's club is invisible). */
  async function visible(actor: Actor & { schKey: number }, groupKey: number): Promise<GroupRow> {
    const group = await repository.find(groupKey);
    if (!group || group.schKey !== actor.schKey) throw notFound(M.notFound);
    const teacher = hasTeacherRights(actor);
    if (
      group.recruitStatusCode === RECRUIT_STATUS.awaiting &&
      !teacher &&
      group.founderMemberKey !== actor.memberKey
    )
      throw notFound(M.notFound);
    return group;
  }

  async function leaderOf(actor: Actor | null, groupKey: number) {
    const me = schoolMember(actor);
    const group = await visible(me, groupKey);
    if (group.leaderMemberKey !== me.memberKey) throw forbidden(M.leaderOnly);
    return { me, group };
  }

  function summary(row: GroupRow, myStatusCode: string, me: Actor, maskingYn?: MaskingYn): GroupSummary {
    const leader = clubNames(
      me,
      row,
      myStatusCode === '02',
      maskingYn,
    )(row.leaderMemberKey, row.leaderName, row.leaderTypeCode);
    return {
      groupKey: row.groupKey,
      name: row.name,
      purpose: row.purpose,
      coverUrl: row.coverStorageKey ? imageUrlOf(row.coverStorageKey) : null,
      capacity: row.capacity,
      memberCount: row.memberCount,
      bookList: row.bookList,
      recruitStartDate: row.recruitStartDate,
      recruitEndDate: row.recruitEndDate,
      recruitStatusCode: row.recruitStatusCode,
      recruitStatusName: RECRUIT_STATUS_NAMES[row.recruitStatusCode] ?? '',
      openYn: row.openYn === 'Y' ? 'Y' : 'N',
      leaderMemberKey: leader.memberKey,
      leaderName: leader.name,
      myStatusCode,
      regDate: row.regDate.toISOString(),
    };
  }

  return {
    /**
     * Whether the actor may read a club's notices, board, discussions and photos: its accepted members,
     * or anyone of the school when the club is open. 404 for another school's club, 403 otherwise.
     */
    async readable(actor: Actor | null, groupKey: number) {
      const me = schoolMember(actor);
      const group = await visible(me, groupKey);
      const place = await repository.membership(groupKey, me.memberKey);
      const isMember = place?.statusCode === '02';
      if (!isMember && group.openYn !== 'Y') throw forbidden(M.membersOnly);
      return { me, group, isMember };
    },

    /** The school's clubs, or the ones I belong or applied to, with my place in each. */
    async list(actor: Actor | null, viewType: 'school' | 'mine') {
      const me = schoolMember(actor);
      const rows =
        viewType === 'mine'
          ? await repository.mine(me.memberKey)
          : await repository.schoolList(me.schKey, me.memberKey, hasTeacherRights(me));
      const places = await repository.memberships(
        me.memberKey,
        rows.map((r) => r.groupKey),
      );
      const byGroup = new Map(places.map((p) => [p.groupKey, p.statusCode]));
      const list = rows.map((r) => summary(r, byGroup.get(r.groupKey) ?? '', me));
      return { list, totalCount: list.length };
    },

    /** A club with my place; the member list shows accepted members (and applicants to the leader). */
    async detail(actor: Actor | null, groupKey: number, maskingYn?: MaskingYn): Promise<GroupDetail> {
      const me = schoolMember(actor);
      const group = await visible(me, groupKey);
      const [place, people, schedules] = await Promise.all([
        repository.membership(groupKey, me.memberKey),
        repository.people(groupKey),
        repository.schedules(groupKey),
      ]);
      const leader = group.leaderMemberKey === me.memberKey;
      const isMember = place?.statusCode === '02';
      const named = clubNames(me, group, isMember, maskingYn);
      return {
        ...summary(group, place?.statusCode ?? '', me, maskingYn),
        readableYn: isMember || group.openYn === 'Y' ? 'Y' : 'N',
        leaderYn: leader ? 'Y' : 'N',
        approvableYn: group.recruitStatusCode === RECRUIT_STATUS.awaiting && hasTeacherRights(me) ? 'Y' : 'N',
        memberList: people
          .filter((p) => p.statusCode === '02' || leader)
          .map((p) => ({
            ...named(p.memberKey, p.name, p.memberTypeCode),
            statusCode: p.statusCode,
            leaderYn: p.memberKey === group.leaderMemberKey ? 'Y' : 'N',
            applyMessage: leader ? p.applyMessage : '',
            regDate: p.regDate.toISOString(),
          })),
        scheduleList: schedules.map((s) => ({
          scheduleKey: s.scheduleKey,
          title: s.title,
          meetDate: s.meetDate,
        })),
      };
    },

    /**
     * Founds a club led by its founder: a teacher's starts recruiting (02); a student's awaits a teacher's
     * approval (01). The founder is its first member and takes one seat.
     */
    async create(actor: Actor | null, input: CreateInput) {
      const me = schoolMember(actor);
      await bannedWords.assertClean(input.name, input.purpose, ...input.bookList);
      if (input.coverFileKey) {
        const file = await repository.freeImageOf(input.coverFileKey, me.memberKey);
        if (!file) throw badRequest(M.imageInvalid.replace('fileKey', 'coverFileKey'));
      }
      const teacher = hasTeacherRights(me);
      const status = teacher ? RECRUIT_STATUS.recruiting : RECRUIT_STATUS.awaiting;
      const groupKey = await repository.transaction((tx) =>
        repository.insert(tx, {
          schKey: me.schKey,
          name: input.name,
          purpose: input.purpose,
          capacity: input.capacity,
          coverFileKey: input.coverFileKey ?? null,
          bookList: input.bookList,
          recruitStartDate: input.recruitStartDate,
          recruitEndDate: input.recruitEndDate,
          recruitStatusCode: status,
          openYn: input.openYn,
          founderMemberKey: me.memberKey,
          leaderMemberKey: me.memberKey,
          approverMemberKey: teacher ? me.memberKey : null,
        }),
      );
      if (input.coverFileKey) await deps.uploads.files([input.coverFileKey], me.memberKey);
      await deps
        .portal()
        .reportActivity({ kind: 'clubJoined', memberKey: me.memberKey, sourceKey: `group:${groupKey}` });
      return { groupKey, key: null, message: teacher ? M.created : M.createdPending };
    },

    /** A teacher (or the manager) of the school approves an awaiting club: 01 → 02. */
    async approve(actor: Actor | null, groupKey: number) {
      const me = schoolMember(actor);
      if (!hasTeacherRights(me)) throw forbidden(M.teacherOnly);
      const group = await visible(me, groupKey);
      if (
        !(await repository.moveStatus(
          groupKey,
          RECRUIT_STATUS.awaiting,
          RECRUIT_STATUS.recruiting,
          me.memberKey,
        ))
      )
        throw conflict(M.notAwaiting);
      await deps.portal().notify(group.leaderMemberKey, {
        kind: 'readingGroup',
        title: `'${group.name}' 독서동아리 개설이 승인되었습니다.`,
        linkRoute: 'BookGroupClub',
        linkQuery: { search: { groupKey: String(groupKey) } },
        dedupeKey: `group-approved:${groupKey}`,
      });
      return { groupKey, key: null };
    },

    /** The leader closes recruitment: 02 → 03. */
    async close(actor: Actor | null, groupKey: number) {
      await leaderOf(actor, groupKey);
      if (!(await repository.moveStatus(groupKey, RECRUIT_STATUS.recruiting, RECRUIT_STATUS.closed)))
        throw conflict(M.notRecruiting);
      return { groupKey, key: null };
    },

    /** Applies to a recruiting club inside its recruitment period, once. */
    async apply(actor: Actor | null, groupKey: number, applyMessage: string) {
      const me = schoolMember(actor);
      const group = await visible(me, groupKey);
      await bannedWords.assertClean(applyMessage);
      if (group.recruitStatusCode !== RECRUIT_STATUS.recruiting) throw conflict(M.notRecruiting);
      const day = today();
      if (day < group.recruitStartDate || day > group.recruitEndDate) throw conflict(M.outOfPeriod);
      if (group.memberCount >= group.capacity) throw conflict(M.full);
      if (!(await repository.apply(groupKey, me.memberKey, applyMessage))) throw conflict(M.alreadyJoined);
      return { groupKey, key: null };
    },

    /** Applicants and members, for the leader. */
    async people(actor: Actor | null, groupKey: number) {
      const { group } = await leaderOf(actor, groupKey);
      const people = await repository.people(groupKey);
      const list = people.map((p) => ({
        memberKey: p.memberKey,
        name: p.name,
        statusCode: p.statusCode,
        leaderYn: p.memberKey === group.leaderMemberKey ? ('Y' as const) : ('N' as const),
        applyMessage: p.applyMessage,
        regDate: p.regDate.toISOString(),
      }));
      return { list, totalCount: list.length };
    },

    /**
     * The leader accepts an applicant. The seat is taken in the same transaction as the acceptance, by a
     * conditional UPDATE of the club's row (decision 191): when two accepts race for the last seat, one
     * wins and the other answers 409 '정원이 모두 찼습니다.' with nothing changed.
     */
    async accept(actor: Actor | null, groupKey: number, memberKey: number) {
      const { group } = await leaderOf(actor, groupKey);
      await repository.transaction(async (tx) => {
        if (!(await repository.accept(tx, groupKey, memberKey))) throw conflict(M.notApplicant);
        if (!(await repository.takeSeat(tx, groupKey))) throw conflict(M.full);
      });
      const portal = deps.portal();
      await portal.reportActivity({ kind: 'clubJoined', memberKey, sourceKey: `group:${groupKey}` });
      await portal.notify(memberKey, {
        kind: 'readingGroup',
        title: `'${group.name}' 독서동아리 가입이 수락되었습니다.`,
        linkRoute: 'BookGroupClub',
        linkQuery: { search: { groupKey: String(groupKey) } },
        dedupeKey: `group-accepted:${groupKey}:${memberKey}`,
      });
      return { groupKey, key: memberKey };
    },

    /**
     * A member leaves (readingGroup/member/leave) or an applicant withdraws. The leader leaves only after
     * handing over (409), so a club always has a leader among its members.
     */
    async leave(actor: Actor | null, groupKey: number) {
      const me = schoolMember(actor);
      const group = await visible(me, groupKey);
      if (group.leaderMemberKey === me.memberKey) throw conflict(M.leaderCannotLeave);
      await repository.transaction(async (tx) => {
        const had = await repository.remove(tx, groupKey, me.memberKey);
        if (!had) throw conflict(M.notMember);
        if (had === '02') await repository.freeSeat(tx, groupKey);
      });
      return { groupKey, key: null };
    },

    /** The leader hands leadership to another accepted member. */
    async handOver(actor: Actor | null, groupKey: number, memberKey: number) {
      const { me } = await leaderOf(actor, groupKey);
      const target = await repository.membership(groupKey, memberKey);
      if (memberKey === me.memberKey || target?.statusCode !== '02') throw badRequest(M.handOverTarget);
      if (!(await repository.handOver(groupKey, me.memberKey, memberKey))) throw forbidden(M.leaderOnly);
      return { groupKey, key: memberKey };
    },

    /** The leader adds a line to the reading schedule. */
    async addSchedule(actor: Actor | null, groupKey: number, title: string, meetDate: string) {
      await leaderOf(actor, groupKey);
      await bannedWords.assertClean(title);
      return { groupKey, key: await repository.addSchedule(groupKey, title, meetDate) };
    },
  };
}

export type ReadingGroupService = ReturnType<typeof createReadingGroupService>;
