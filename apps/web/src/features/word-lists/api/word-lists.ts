import {
  bannedWordManageResponseSchema,
  keywordBlockManageResponseSchema,
  wordWriteResponseSchema,
} from '@reading/contract/search/word-lists';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The manager's word-list calls (docs/decisions/014-word-list-editing.md): the school's blocked search
 * terms under /alpasq/api/keyword/block and the nationwide banned words under /schome/service/block.
 */
export async function getSchoolBlockList(neisCode: string) {
  const envelope = await apiClient.get('/alpasq/api/keyword/block/manage', {
    query: { neisCode },
    schema: keywordBlockManageResponseSchema,
  });
  return envelope.data.list;
}

export async function changeSchoolBlockList(action: 'add' | 'delete', neisCode: string, keyword: string) {
  await apiClient.post(`/alpasq/api/keyword/block/${action}`, {
    body: { neisCode, keyword },
    schema: wordWriteResponseSchema,
  });
}

export async function getManagedBannedWords() {
  const envelope = await apiClient.get('/schome/service/block/words/manage', {
    schema: bannedWordManageResponseSchema,
  });
  return envelope.data.list;
}

export async function changeBannedWords(action: 'add' | 'delete', word: string) {
  await apiClient.post(`/schome/service/block/words/${action}`, {
    body: { word },
    schema: wordWriteResponseSchema,
  });
}
