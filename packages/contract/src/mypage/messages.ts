import { z } from 'zod';
import { hasControlCharacters } from '../community/codes.ts';
import { boardPageSchema, pageIndexSchema, pageSizeSchema, searchKeywordSchema } from '../community/posts.ts';
import { envelopeSchema } from '../envelope.ts';
import { keySchema } from '../library/common.ts';

/**
 * Messages and system notifications (spec 001 §7 My page: messageMng list, contact/list,
 * systemNotifications list, newListCount, detail; POST updateAsteriskYn; decisions 091, 092).
 *
 * GET  /schome/service/mypage/messageMng/list?memberKey&box&pageIndex&pageSize   a page of messages
 * GET  /schome/service/mypage/messageMng/detail?messageKey                       one message (read by opening)
 * POST /schome/service/mypage/messageMng/send {receiverKey, content}             send within the school
 * POST /schome/service/mypage/messageMng/updateAsteriskYn {messageKey, asteriskYn}
 * POST /schome/service/mypage/messageMng/delete {messageKey}
 * GET  /schome/service/mypage/messageMng/contact/list?memberKey&searchKeyword   whom the member may write to
 * GET  /schome/service/mypage/messageMng/systemNotifications/list?memberKey&pageIndex&pageSize
 * POST /schome/service/mypage/messageMng/systemNotifications/read {notificationKey?} (none: all)
 * POST /schome/service/mypage/messageMng/systemNotifications/delete {notificationKey}
 * POST /schome/service/mypage/messageMng/stream/ticket → {ticket}; GET messageMng/stream?ticket= (SSE)
 */
export const MESSAGE_MESSAGES = {
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: (max: number) => `내용은 ${max}자 이내로 입력해주세요.`,
  controlCharacters: '입력할 수 없는 문자가 포함되어 있습니다.',
  notContact: '메시지를 보낼 수 없는 회원입니다.',
  noSchool: '학교에 소속된 회원만 메시지를 이용할 수 있습니다.',
  notFound: '메시지를 찾을 수 없습니다.',
  notificationNotFound: '알림을 찾을 수 없습니다.',
  sent: '메시지를 보냈습니다.',
  deleted: '삭제되었습니다.',
  starred: '중요 메시지로 표시했습니다.',
  unstarred: '중요 표시를 해제했습니다.',
  read: '읽음으로 표시했습니다.',
  ticketInvalid: '알림 연결 정보가 올바르지 않습니다. 다시 로그인해주세요.',
} as const;

export const MESSAGE_MAX_LENGTH = 1000;

const memberKey = keySchema('memberKey', '회원 정보');
const messageKey = keySchema('messageKey', '메시지 번호');
const notificationKey = keySchema('notificationKey', '알림 번호');

/** Received (default), sent, or starred messages. */
export const MESSAGE_BOXES = ['received', 'sent', 'starred'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

export const messageListRequestSchema = z.object({
  memberKey,
  box: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(MESSAGE_BOXES, { error: 'box: received, sent, starred 중 하나여야 합니다.' }).default('received'),
  ),
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export type MessageListRequest = z.input<typeof messageListRequestSchema>;

export const messageItemSchema = z.object({
  messageKey: z.number().int(),
  /** 'received' when the member is its receiver, else 'sent'. */
  direction: z.enum(['received', 'sent']),
  senderKey: z.number().int(),
  senderName: z.string(),
  receiverKey: z.number().int(),
  receiverName: z.string(),
  content: z.string(),
  sentAt: z.string(),
  /** Whether the receiver has opened it. */
  readYn: z.enum(['Y', 'N']),
  /** The member's own star on it. */
  asteriskYn: z.enum(['Y', 'N']),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messageListResponseSchema = envelopeSchema(
  boardPageSchema(messageItemSchema).extend({ unreadCount: z.number().int().nonnegative() }),
);

export const messageDetailRequestSchema = z.object({ messageKey });
export const messageDetailResponseSchema = envelopeSchema(messageItemSchema);

export const messageContentSchema = z
  .string({ error: `content: ${MESSAGE_MESSAGES.contentRequired}` })
  .trim()
  .min(1, { error: `content: ${MESSAGE_MESSAGES.contentRequired}` })
  .max(MESSAGE_MAX_LENGTH, { error: `content: ${MESSAGE_MESSAGES.contentTooLong(MESSAGE_MAX_LENGTH)}` })
  .refine((v) => !hasControlCharacters(v, true), { error: `content: ${MESSAGE_MESSAGES.controlCharacters}` });

export const messageSendRequestSchema = z.object({
  receiverKey: keySchema('receiverKey', '받는 사람'),
  content: messageContentSchema,
});
export type MessageSendRequest = z.input<typeof messageSendRequestSchema>;
export const messageSendResponseSchema = messageDetailResponseSchema;

export const updateAsteriskYnRequestSchema = z.object({
  messageKey,
  asteriskYn: z.enum(['Y', 'N'], { error: 'asteriskYn: Y 또는 N이어야 합니다.' }),
});
export const updateAsteriskYnResponseSchema = messageDetailResponseSchema;

export const messageDeleteRequestSchema = z.object({ messageKey });
export const messageDeleteResponseSchema = envelopeSchema(z.object({ messageKey: z.number().int() }));

export const contactListRequestSchema = z.object({
  memberKey,
  /** Another school's contacts are refused (403); the member's own school when absent. */
  schKey: z.preprocess((v) => (v === '' ? undefined : v), keySchema('schKey', '학교 키').optional()),
  searchKeyword: searchKeywordSchema,
});
export const contactItemSchema = z.object({
  memberKey: z.number().int(),
  name: z.string(),
  memberTypeCode: z.string(),
  memberTypeName: z.string(),
  grade: z.number().int().nullable(),
  classNo: z.number().int().nullable(),
});
export type ContactItem = z.infer<typeof contactItemSchema>;
export const contactListResponseSchema = envelopeSchema(
  z.object({ list: z.array(contactItemSchema), totalCount: z.number().int().nonnegative() }),
);

/** System notifications (decision 091). `linkRoute` is a route name of the web's paths table. */
export const notificationItemSchema = z.object({
  notificationKey: z.number().int(),
  kind: z.string(),
  title: z.string(),
  content: z.string().nullable(),
  linkRoute: z.string().nullable(),
  /** The route's path parameters and query (an assignment's list, a contest's key); null when it needs none. */
  linkQuery: z
    .object({
      params: z.record(z.string(), z.string()).optional(),
      search: z.record(z.string(), z.string()).optional(),
    })
    .nullable(),
  readYn: z.enum(['Y', 'N']),
  regDate: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListRequestSchema = z.object({
  memberKey,
  pageIndex: pageIndexSchema,
  pageSize: pageSizeSchema,
});
export const notificationListResponseSchema = envelopeSchema(
  boardPageSchema(notificationItemSchema).extend({ unreadCount: z.number().int().nonnegative() }),
);

export const notificationReadRequestSchema = z.object({ notificationKey: notificationKey.optional() });
export const notificationDeleteRequestSchema = z.object({ notificationKey });
export const notificationChangeResponseSchema = envelopeSchema(
  z.object({ unreadCount: z.number().int().nonnegative() }),
);

export const streamTicketResponseSchema = envelopeSchema(z.object({ ticket: z.string() }));
export const streamRequestSchema = z.object({
  ticket: z.string({ error: `ticket: ${MESSAGE_MESSAGES.ticketInvalid}` }).regex(/^[A-Za-z0-9_-]{20,100}$/, {
    error: `ticket: ${MESSAGE_MESSAGES.ticketInvalid}`,
  }),
});

/** What the stream sends (event `notification` or `message`): enough to show a toast and refetch. */
export const liveEventSchema = z.object({
  type: z.enum(['notification', 'message']),
  key: z.number().int(),
  title: z.string(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
