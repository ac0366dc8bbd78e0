import { fileUploadResponseSchema } from '@reading/contract/community/files';
import { apiClient } from './api-client.ts';

/**
 * POST file/upload: one file, multipart. The server sniffs the content and answers 415 for a wrong type
 * and 413 past the size limit, with Korean messages (the ApiError carries them).
 */
export function uploadCommunityFile(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiClient.post('/schome/service/community/file/upload', {
    body: form,
    schema: fileUploadResponseSchema,
  });
}
