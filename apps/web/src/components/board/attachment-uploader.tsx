import {
  POST_MAX_FILES,
  UPLOAD_ACCEPT,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_MB,
} from '@reading/contract/community/codes';
import type { FileUploadItem } from '@reading/contract/community/files';
import { useId, useRef, useState } from 'react';
import { uploadCommunityFile } from '../../lib/upload.ts';
import { communityMessages } from '../../messages/community.ts';
import { HiddenLabel, markData } from '../ui/marked.tsx';

const t = communityMessages;

type AttachmentUploaderProps = {
  files: readonly FileUploadItem[];
  onChange: (files: FileUploadItem[]) => void;
};

/**
 * Attachments of a post or a question: each file is uploaded on choice (the server sniffs it and
 * answers 415 or 413 with its Korean message, shown here) and named by key when the post is saved.
 */
export function AttachmentUploader({ files, onChange }: AttachmentUploaderProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const full = files.length >= POST_MAX_FILES;

  const upload = async (chosen: FileList | null) => {
    if (!chosen?.length) return;
    setError('');
    setBusy(true);
    const added: FileUploadItem[] = [];
    try {
      for (const file of Array.from(chosen).slice(0, POST_MAX_FILES - files.length)) {
        const { data } = await uploadCommunityFile(file);
        added.push(data);
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      if (added.length) onChange([...files, ...added]);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className="attachment-uploader" aria-busy={busy}>
      <legend className="field__label">{t.form.attachments}</legend>
      <p id={`${id}-hint`} className="field__hint">
        {t.form.attachHint(UPLOAD_EXTENSIONS.join(', '), UPLOAD_MAX_MB, POST_MAX_FILES)}
      </p>
      <label className="button button--secondary attachment-uploader__pick" aria-disabled={full || busy}>
        {busy ? t.form.uploading : t.form.attach}
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          disabled={full || busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void upload(event.target.files)}
        />
      </label>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {files.length ? (
        <ul className="attachment-uploader__list">
          {files.map((file) => (
            <li key={file.fileKey}>
              <span className="attachment-uploader__name" lang="ko">
                {file.originalFileName}
              </span>
              <span className="attachment-uploader__size">{t.files.size(file.fileSize)}</span>
              <HiddenLabel id={`${id}-remove-${file.fileKey}`}>
                {markData(t.form.removeFile, file.originalFileName)}
              </HiddenLabel>
              <button
                type="button"
                className="attachment-uploader__remove"
                aria-labelledby={`${id}-remove-${file.fileKey}`}
                onClick={() => onChange(files.filter((f) => f.fileKey !== file.fileKey))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
