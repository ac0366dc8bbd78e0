import { GROUP_POST_KIND_NAMES, RECRUIT_STATUS_NAMES } from '@reading/contract/groups/reading-group';
import { groupMessages as t } from '../../../messages/groups.ts';

/**
 * Clubs' code names in the reader's language (decision 210): the English catalogue's name for the code,
 * else the server's (or the contract's) Korean one.
 */
export const recruitName = (code: string, serverName?: string) =>
  t.codes.recruit[code] ?? serverName ?? RECRUIT_STATUS_NAMES[code] ?? code;
export const postKindName = (kind: string) =>
  t.codes.postKinds[kind] ?? GROUP_POST_KIND_NAMES[kind as keyof typeof GROUP_POST_KIND_NAMES] ?? kind;
