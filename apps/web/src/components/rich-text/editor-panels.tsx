import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { richTextMessages as t } from '../../messages/rich-text.ts';
import { Button } from '../ui/button.tsx';
import type { UploadImage } from './rich-text-editor.tsx';

/**
 * The link and image panels open under the toolbar. They sit inside the post's form, so they are
 * groups, not forms of their own: Enter applies the panel instead of submitting the post, Escape closes it.
 */
function panelKeys(onEnter: () => void, onEscape: () => void) {
  return (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Enter' && (event.target as HTMLElement).tagName === 'INPUT') {
      event.preventDefault();
      onEnter();
    }
  };
}

const SAFE_LINK = /^(https?:\/\/|mailto:)\S+$/i;

type LinkPanelProps = {
  currentHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
};

export function LinkPanel({ currentHref, onApply, onRemove, onCancel }: LinkPanelProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [href, setHref] = useState(currentHref);
  const [error, setError] = useState('');
  useEffect(() => input.current?.focus(), []);

  const apply = () => {
    const value = href.trim();
    if (!SAFE_LINK.test(value)) {
      setError(t.linkInvalid);
      input.current?.focus();
      return;
    }
    onApply(value);
  };
  return (
    <fieldset className="rich-text-panel" onKeyDown={panelKeys(apply, onCancel)}>
      <legend className="rich-text-panel__title">{t.linkPanel}</legend>
      <div className="rich-text-panel__field">
        <label htmlFor={`${id}-url`}>{t.linkUrl}</label>
        <input
          ref={input}
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={href}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError('');
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="rich-text-panel__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="rich-text-panel__actions">
        <Button onClick={apply}>{t.linkApply}</Button>
        {currentHref ? (
          <Button variant="secondary" onClick={onRemove}>
            {t.linkRemove}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </fieldset>
  );
}

type ImagePanelProps = {
  uploadImage: UploadImage;
  onInsert: (src: string, alt: string) => void;
  onCancel: () => void;
};

export function ImagePanel({ uploadImage, onInsert, onCancel }: ImagePanelProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => fileInput.current?.focus(), []);

  const insert = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return setError(t.imageRequired);
    if (!alt.trim()) return setError(t.imageAltRequired);
    setBusy(true);
    setError('');
    try {
      const { url } = await uploadImage(file);
      onInsert(url, alt.trim());
    } catch (failure) {
      // The attachment API's Korean refusal (415 wrong type, 413 too large) as it said it.
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset
      className="rich-text-panel"
      aria-busy={busy}
      onKeyDown={panelKeys(() => void insert(), onCancel)}
    >
      <legend className="rich-text-panel__title">{t.imagePanel}</legend>
      <div className="rich-text-panel__field">
        <label htmlFor={`${id}-file`}>{t.imageFile}</label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          type="file"
          accept=".bmp,.jpg,.jpeg,.png,.gif,image/bmp,image/jpeg,image/png,image/gif"
          aria-describedby={`${id}-file-hint`}
          onChange={() => setError('')}
        />
        <p id={`${id}-file-hint`} className="rich-text-panel__hint">
          {t.imageFileHint}
        </p>
      </div>
      <div className="rich-text-panel__field">
        <label htmlFor={`${id}-alt`}>{t.imageAlt}</label>
        <input
          id={`${id}-alt`}
          type="text"
          value={alt}
          maxLength={200}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => {
            setAlt(event.target.value);
            setError('');
          }}
        />
        <p id={`${id}-alt-hint`} className="rich-text-panel__hint">
          {t.imageAltHint}
        </p>
      </div>
      {error ? (
        <p className="rich-text-panel__error" role="alert">
          {error}
        </p>
      ) : null}
      {busy ? <p className="rich-text-panel__hint">{t.imageUploading}</p> : null}
      <div className="rich-text-panel__actions">
        <Button onClick={() => void insert()} disabled={busy}>
          {t.imageInsert}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </fieldset>
  );
}
