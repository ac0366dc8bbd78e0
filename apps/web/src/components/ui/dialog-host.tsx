import { useEffect, useId, useRef } from 'react';
import { settleDialog, useCurrentDialog } from '../../lib/dialogs.ts';
import { ko } from '../../messages/ko.ts';
import './dialog-host.css';

/**
 * A small host for the global alert/confirm queue (lib/dialogs.ts) until the shell's official host
 * replaces it (spec 000 §2: title '알림' by default, '닫기' button, content max 140 px, min width 200 px;
 * Enter, Space or Escape close an alert only when it has no title).
 */
export function DialogHost() {
  const dialog = useCurrentDialog();
  const titleId = useId();
  const messageId = useId();
  const firstButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    firstButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (dialog.kind === 'confirm' || !dialog.title) {
          event.preventDefault();
          settleDialog(dialog.id, false);
        }
        return;
      }
      if (dialog.kind === 'alert' && !dialog.title && (event.key === 'Enter' || event.key === ' ')) {
        event.preventDefault();
        settleDialog(dialog.id);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [dialog]);

  if (!dialog) return null;
  return (
    <div className="dialog-host__backdrop">
      <div
        className="dialog-host"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <h2 id={titleId} className="dialog-host__title">
          {dialog.title ?? ko.dialog.defaultTitle}
        </h2>
        <p id={messageId} className="dialog-host__message">
          {dialog.message}
        </p>
        <div className="dialog-host__actions">
          {dialog.kind === 'confirm' ? (
            <>
              <button
                ref={firstButton}
                type="button"
                className="dialog-host__primary"
                onClick={() => settleDialog(dialog.id, true)}
              >
                {ko.dialog.confirm}
              </button>
              <button type="button" onClick={() => settleDialog(dialog.id, false)}>
                {ko.dialog.cancel}
              </button>
            </>
          ) : (
            <button
              ref={firstButton}
              type="button"
              className="dialog-host__primary"
              onClick={() => settleDialog(dialog.id)}
            >
              {ko.dialog.close}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
