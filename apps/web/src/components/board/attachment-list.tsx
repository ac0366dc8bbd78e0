import { useState } from 'react';
import { type DownloadTarget, saveAttachment } from '../../lib/attachments.ts';
import { alertDialog } from '../../lib/dialogs.ts';
import { communityMessages } from '../../messages/community.ts';

const t = communityMessages;

export type AttachmentItem = { key: number; name: string; size: number; target: DownloadTarget };

/**
 * A post's attachments. Each downloads with the member's headers (a school-only post's files need them)
 * and is saved under its original Korean name; a refusal shows the server's message.
 */
export function AttachmentList({ files }: { files: readonly AttachmentItem[] }) {
  const [busy, setBusy] = useState<number | null>(null);
  if (!files.length) return null;
  const download = async (file: AttachmentItem) => {
    setBusy(file.key);
    try {
      await saveAttachment(file.target, file.name);
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="post-files" aria-labelledby="post-files-title">
      <h2 id="post-files-title" className="post-files__title">
        {t.detail.attachments}
      </h2>
      <ul className="post-files__list">
        {files.map((file) => (
          <li key={file.key}>
            <button
              type="button"
              className="post-files__link"
              aria-busy={busy === file.key}
              onClick={() => void download(file)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path
                  d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="post-files__name" lang="ko">
                {file.name}
              </span>
              <span className="visually-hidden">{t.detail.downloadSuffix}</span>
              <span className="post-files__size">{t.files.size(file.size)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
