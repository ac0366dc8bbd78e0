import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { member } from '../../../db/schema/portal.ts';
import { memberMessage } from '../../../db/schema/portal-mypage.ts';

const sender = aliasedTable(member, 'sender');
const receiver = aliasedTable(member, 'receiver');

const columns = {
  messageKey: memberMessage.messageKey,
  senderKey: memberMessage.senderKey,
  senderName: sender.name,
  receiverKey: memberMessage.receiverKey,
  receiverName: receiver.name,
  content: memberMessage.content,
  sentAt: memberMessage.sentAt,
  readAt: memberMessage.readAt,
  senderAsteriskYn: memberMessage.senderAsteriskYn,
  receiverAsteriskYn: memberMessage.receiverAsteriskYn,
};
export type MessageRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] } & {
  readAt: Date | null;
};

/** The member's side of messages they received or sent, not deleted on their side. */
const visibleTo = (memberKey: number) =>
  or(
    and(eq(memberMessage.receiverKey, memberKey), isNull(memberMessage.receiverDeletedAt)),
    and(eq(memberMessage.senderKey, memberKey), isNull(memberMessage.senderDeletedAt)),
  )!;

function boxFilter(memberKey: number, box: 'received' | 'sent' | 'starred'): SQL {
  if (box === 'received')
    return and(eq(memberMessage.receiverKey, memberKey), isNull(memberMessage.receiverDeletedAt))!;
  if (box === 'sent')
    return and(eq(memberMessage.senderKey, memberKey), isNull(memberMessage.senderDeletedAt))!;
  return or(
    and(
      eq(memberMessage.receiverKey, memberKey),
      isNull(memberMessage.receiverDeletedAt),
      eq(memberMessage.receiverAsteriskYn, 'Y'),
    ),
    and(
      eq(memberMessage.senderKey, memberKey),
      isNull(memberMessage.senderDeletedAt),
      eq(memberMessage.senderAsteriskYn, 'Y'),
    ),
  )!;
}

const select = (db: Db) =>
  db
    .select(columns)
    .from(memberMessage)
    .innerJoin(sender, eq(sender.memberKey, memberMessage.senderKey))
    .innerJoin(receiver, eq(receiver.memberKey, memberMessage.receiverKey));

/** Messages' and contacts' SQL (decision 092). */
export const messagesRepository = {
  async page(
    db: Db,
    memberKey: number,
    box: 'received' | 'sent' | 'starred',
    { offset, limit }: { offset: number; limit: number },
  ) {
    const where = boxFilter(memberKey, box);
    const [total] = await db.select({ n: count() }).from(memberMessage).where(where);
    const list = await select(db)
      .where(where)
      .orderBy(desc(memberMessage.sentAt), desc(memberMessage.messageKey))
      .limit(limit)
      .offset(offset);
    return { list: list as MessageRow[], totalCount: Number(total?.n ?? 0) };
  },

  async countUnread(db: Db, memberKey: number) {
    const [row] = await db
      .select({ n: count() })
      .from(memberMessage)
      .where(
        and(
          eq(memberMessage.receiverKey, memberKey),
          isNull(memberMessage.receiverDeletedAt),
          isNull(memberMessage.readAt),
        ),
      );
    return Number(row?.n ?? 0);
  },

  /** One message the member may see (theirs, not deleted on their side), or null. */
  async visible(db: Db, memberKey: number, messageKey: number): Promise<MessageRow | null> {
    const [row] = await select(db).where(and(eq(memberMessage.messageKey, messageKey), visibleTo(memberKey)));
    return (row as MessageRow | undefined) ?? null;
  },

  async insert(db: Db, row: { senderKey: number; receiverKey: number; content: string }) {
    const [inserted] = await db
      .insert(memberMessage)
      .values(row)
      .returning({ key: memberMessage.messageKey });
    return inserted!.key;
  },

  async markRead(db: Db, memberKey: number, messageKey: number) {
    await db
      .update(memberMessage)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(memberMessage.messageKey, messageKey),
          eq(memberMessage.receiverKey, memberKey),
          isNull(memberMessage.readAt),
        ),
      );
  },

  /** Sets the member's own star (as receiver, as sender, or both for a note to themself). */
  async setAsterisk(db: Db, memberKey: number, messageKey: number, asteriskYn: 'Y' | 'N') {
    const key = eq(memberMessage.messageKey, messageKey);
    await db
      .update(memberMessage)
      .set({ receiverAsteriskYn: asteriskYn })
      .where(and(key, eq(memberMessage.receiverKey, memberKey)));
    await db
      .update(memberMessage)
      .set({ senderAsteriskYn: asteriskYn })
      .where(and(key, eq(memberMessage.senderKey, memberKey)));
  },

  /** Deletes the member's side of a message; the other side keeps it. */
  async removeSide(db: Db, memberKey: number, messageKey: number) {
    const key = eq(memberMessage.messageKey, messageKey);
    const now = new Date();
    await db
      .update(memberMessage)
      .set({ receiverDeletedAt: now })
      .where(and(key, eq(memberMessage.receiverKey, memberKey)));
    await db
      .update(memberMessage)
      .set({ senderDeletedAt: now })
      .where(and(key, eq(memberMessage.senderKey, memberKey)));
  },

  /** Active, verified members of a school of the given types, except one, by name. */
  async membersOfSchool(
    db: Db,
    filter: { schKey: number; types: string[]; except: number; keyword?: string; memberKey?: number },
  ) {
    return db
      .select({
        memberKey: member.memberKey,
        name: member.name,
        memberTypeCode: member.memberTypeCode,
        grade: member.grade,
        classNo: member.classNo,
      })
      .from(member)
      .where(
        and(
          eq(member.schKey, filter.schKey),
          inArray(member.memberTypeCode, filter.types),
          eq(member.status, 'active'),
          eq(member.verifyStatus, 'verified'),
          ne(member.memberKey, filter.except),
          filter.keyword ? ilike(member.name, `%${filter.keyword.replace(/[%_\\]/g, '\\$&')}%`) : undefined,
          filter.memberKey !== undefined ? eq(member.memberKey, filter.memberKey) : undefined,
        ),
      )
      .orderBy(asc(member.memberTypeCode), asc(member.grade), asc(member.classNo), asc(member.name))
      .limit(200);
  },
};
