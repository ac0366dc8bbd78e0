import type { ReactNode } from 'react';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { type DownloadTarget, saveAttachment } from '../../../lib/attachments.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { popupMessages as t } from '../../../messages/popups.ts';

type PopupFile = { key: number; name: string; target: DownloadTarget };

/** A popup's attached files; each downloads with the member's headers under its original name. */
function PopupFiles({ files }: { files: PopupFile[] }) {
  if (!files.length) return null;
  const download = (file: PopupFile) =>
    saveAttachment(file.target, file.name).catch((error: unknown) =>
      alertDialog(error instanceof Error ? error.message : String(error)),
    );
  return (
    <ul className="root-popup__files" aria-label={t.files}>
      {files.map((file) => (
        <li key={file.key}>
          <button type="button" onClick={() => void download(file)}>
            {file.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A notice, DLS notice or school news popup's content (spec 001 §3): its title, an image popup's main
 * image, the sanitized content, and the attached files.
 */
export function PostPopupBody({
  title,
  html,
  imageUrl,
  files,
  extra,
}: {
  title: string;
  html: string;
  imageUrl?: string | null;
  files: PopupFile[];
  extra?: ReactNode;
}) {
  // An image popup whose content is only that image shows it once.
  const onlyImage =
    imageUrl &&
    html
      .replace(/<img[^>]*>/g, '')
      .replace(/<[^>]+>/g, '')
      .trim() === '';
  return (
    <>
      <h3 className="root-popup__heading">{title}</h3>
      {imageUrl ? <img className="root-popup__image" src={imageUrl} alt={title} /> : null}
      {onlyImage ? null : <SafeHtml html={imageUrl ? html.replace(/<img[^>]*>/, '') : html} />}
      <PopupFiles files={files} />
      {extra}
    </>
  );
}
