import { apiDownload } from './api-client.ts';

/** Attachments' downloads (no zod: the root popups show files on the home's first load). Uploads: upload.ts. */

/** GET file/download: any attachment by its key. */
export const communityFileDownload = (fileKey: number) => ({
  path: '/schome/service/community/file/download',
  query: { fileKey },
});

export type DownloadTarget = { path: string; query: Record<string, number | string> };

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
