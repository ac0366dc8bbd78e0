import { memberTypeLabel } from '@reading/contract/codes/member-types';
import { MESSAGE_MESSAGES, type MessageBox, type MessageItem } from '@reading/contract/mypage/messages';
import type { Db } from '../../../db/client.ts';
import { forbidden, notFound } from '../../../lib/errors.ts';
import type { BannedWordCheck } from '../block-words/public.ts';
import { actingRole, type SessionMember } from '../core/session.plugin.ts';
import { type MessageRow, messagesRepository } from './messages.repository.ts';
import type { NotificationHub } from './notification-hub.ts';

/**
 * Whom a member may write to (decision 092), within their own school only: a verified teacher or manager
 * writes to the school's students, teachers and managers; a student (and a teacher awaiting approval)
 * to its teachers and managers. Members without a school have no contacts.
 */
export function contactTypesOf(member: SessionMember): string[] {
  const role = actingRole(member);
  return role === '02' || role === '03' ? ['01', '02', '03'] : ['02', '03'];
}

function toItem(row: MessageRow, memberKey: number): MessageItem {
  const received = row.receiverKey === memberKey;
  return {
    messageKey: row.messageKey,
    direction: received ? 'received' : 'sent',
    senderKey: row.senderKey,
    senderName: row.senderName,
    receiverKey: row.receiverKey,
    receiverName: row.receiverName,
    content: row.content,
    sentAt: row.sentAt.toISOString(),
    readYn: row.readAt ? 'Y' : 'N',
    asteriskYn: (received ? row.receiverAsteriskYn : row.senderAsteriskYn) === 'Y' ? 'Y' : 'N',
  };
}

/** Member-to-member messages within a school (decision 092): send, list, read, star, delete. */
export function createMessagesService(deps: { db: Db; hub: NotificationHub; bannedWords: BannedWordCheck }) {
  const { db, hub, bannedWords } = deps;

  function schoolOf(member: SessionMember) {
    if (member.schKey === null) throw forbidden(MESSAGE_MESSAGES.noSchool);
    return member.schKey;
  }

  async function visible(member: SessionMember, messageKey: number) {
    const row = await messagesRepository.visible(db, member.memberKey, messageKey);
    if (!row) throw notFound(MESSAGE_MESSAGES.notFound);
    return row;
  }

  return {
    /** The members of the member's own school they may write to; another school's list is 403. */
    async contacts(member: SessionMember, query: { schKey?: number; searchKeyword?: string }) {
      const schKey = schoolOf(member);
      if (query.schKey !== undefined && query.schKey !== schKey) throw forbidden();
      const rows = await messagesRepository.membersOfSchool(db, {
        schKey,
        types: contactTypesOf(member),
        except: member.memberKey,
        keyword: query.searchKeyword,
      });
      const list = rows.map((r) => ({ ...r, memberTypeName: memberTypeLabel(r.memberTypeCode) }));
      return { list, totalCount: list.length };
    },

    /** Sends a message to a contact; anyone else (another school's member) is 403. */
    async send(member: SessionMember, receiverKey: number, content: string) {
      await bannedWords.assertClean(content);
      const [receiver] = await messagesRepository.membersOfSchool(db, {
        schKey: schoolOf(member),
        types: contactTypesOf(member),
        except: member.memberKey,
        memberKey: receiverKey,
      });
      if (!receiver) throw forbidden(MESSAGE_MESSAGES.notContact);
      const messageKey = await messagesRepository.insert(db, {
        senderKey: member.memberKey,
        receiverKey,
        content,
      });
      const row = await visible(member, messageKey);
      await hub.publish({
        memberKey: receiverKey,
        type: 'message',
        key: messageKey,
        title: `${row.senderName}님이 메시지를 보냈습니다.`,
      });
      return toItem(row, member.memberKey);
    },

    async page(member: SessionMember, box: MessageBox, pageIndex: number, pageSize: number) {
      const { list, totalCount } = await messagesRepository.page(db, member.memberKey, box, {
        offset: (pageIndex - 1) * pageSize,
        limit: pageSize,
      });
      return {
        list: list.map((r) => toItem(r, member.memberKey)),
        totalCount,
        totalPage: Math.ceil(totalCount / pageSize),
        pageIndex,
        pageSize,
        unreadCount: await messagesRepository.countUnread(db, member.memberKey),
      };
    },

    /** One message; opening a received message marks it read. Others' messages are 404. */
    async detail(member: SessionMember, messageKey: number) {
      const row = await visible(member, messageKey);
      if (row.receiverKey === member.memberKey && !row.readAt) {
        await messagesRepository.markRead(db, member.memberKey, messageKey);
        return toItem({ ...row, readAt: new Date() }, member.memberKey);
      }
      return toItem(row, member.memberKey);
    },

    async setAsterisk(member: SessionMember, messageKey: number, asteriskYn: 'Y' | 'N') {
      await visible(member, messageKey);
      await messagesRepository.setAsterisk(db, member.memberKey, messageKey, asteriskYn);
      return toItem(await visible(member, messageKey), member.memberKey);
    },

    async remove(member: SessionMember, messageKey: number) {
      await visible(member, messageKey);
      await messagesRepository.removeSide(db, member.memberKey, messageKey);
      return { messageKey };
    },

    unreadCount: (memberKey: number) => messagesRepository.countUnread(db, memberKey),
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
