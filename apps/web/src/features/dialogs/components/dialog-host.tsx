import { type KeyboardEvent, useId, useRef } from 'react';
import { type DialogRequest, settleDialog, useCurrentDialog } from '../../../lib/dialogs.ts';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { ko } from '../../../messages/ko.ts';
import './dialog-host.css';

/** Keys that close an untitled alert (spec 000 §2 Global behaviour, spec 001 §2.1). */
const ALERT_CLOSE_KEYS = new Set(['Enter', ' ', 'Spacebar', 'Escape']);

function DialogBox({ dialog }: { dialog: DialogRequest }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  const titled = dialog.title !== undefined && dialog.title !== '';
  // An untitled alert closes on Enter, Space or Escape wherever focus is, so the close button is the
  // natural first stop; a titled one closes only by its button, so focus starts on the box itself.
  useFocusTrap(boxRef, true, dialog.kind === 'alert' && !titled ? closeRef : undefined);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (dialog.kind === 'confirm') {
      if (event.key === 'Escape') {
        event.preventDefault();
        settleDialog(dialog.id, false);
      }
      return;
    }
    if (!ALERT_CLOSE_KEYS.has(event.key)) return;
    if (!titled) {
      event.preventDefault();
      settleDialog(dialog.id);
      return;
    }
    // Titled alert: the keys do nothing, except a button's own activation when it has focus.
    if (event.key === 'Escape' || !(event.target instanceof HTMLButtonElement)) event.preventDefault();
  }

  const body = (
    <>
      <h2 id={titleId} className="dialog__title">
        {titled ? dialog.title : ko.dialog.defaultTitle}
      </h2>
      <div id={messageId} className="dialog__content">
        {dialog.message}
      </div>
      <div className="dialog__actions">
        {dialog.kind === 'confirm' ? (
          <button
            type="button"
            className="dialog__button dialog__button--primary"
            onClick={() => settleDialog(dialog.id, true)}
          >
            {ko.dialog.confirm}
          </button>
        ) : null}
        <button
          ref={closeRef}
          type="button"
          className="dialog__button"
          onClick={() => settleDialog(dialog.id, false)}
        >
          {ko.dialog.close}
        </button>
      </div>
    </>
  );
  const shared = {
    ref: boxRef,
    className: 'dialog',
    'aria-modal': true,
    'aria-labelledby': titleId,
    'aria-describedby': messageId,
    tabIndex: -1,
    onKeyDown,
  } as const;

  return (
    <div className="dialog-backdrop">
      {/* Both interrupt the user and need an answer: WAI-ARIA's alertdialog, confirm included. */}
      <div role="alertdialog" {...shared}>
        {body}
      </div>
    </div>
  );
}

/**
 * Draws the global alert and confirm queue (lib/dialogs.ts), one dialog at a time. Mounted once,
 * by the app provider, so any code can `await alertDialog(...)`.
 */
export function DialogHost() {
  const dialog = useCurrentDialog();
  if (!dialog) return null;
  return <DialogBox key={dialog.id} dialog={dialog} />;
}
