import { fileUploadResponseSchema } from '@reading/contract/community/files';
import { apiClient, apiDownload } from './api-client.ts';

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

/** GET file/download: any attachment by its key. */
export const communityFileDownload = (fileKey: number) => ({
  path: '/schome/service/community/file/download',
  query: { fileKey },
});

export type DownloadTarget = { path: string; query: Record<string, number> };

/** Downloads an attachment with the member's headers and saves it under its original (Korean) name. */
export async function saveAttachment(target: DownloadTarget, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiDownload(target.path, target.query);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Chromium reads the blob when the click is handled; revoke on the next task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
