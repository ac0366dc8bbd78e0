import { type ReactNode, useId, useRef, useState } from 'react';
import { useFocusTrap } from '../../../lib/use-focus-trap.ts';
import { popupMessages as t } from '../../../messages/popups.ts';
import type { HideSpan } from '../hide-records.ts';

type PopupFrameProps = {
  title: string;
  /** Which hide boxes the popup offers: none, today (24 h), or today and one week (school news). */
  hideSpans?: readonly HideSpan[];
  /** Closes the popup; `span` when a hide box was checked. */
  onClose: (span: HideSpan | null) => void;
  /** Without the close row: the content has its own buttons (the survey's). */
  bare?: boolean;
  children: ReactNode;
};

/**
 * One modal popup of the root pages: a labelled dialog with focus kept inside, Escape to close, and the
 * hide boxes of spec 001 §4 beside the close button. Only one is open at a time (the host's queue).
 */
export function PopupFrame({ title, hideSpans = [], onClose, bare = false, children }: PopupFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [span, setSpan] = useState<HideSpan | null>(null);
  useFocusTrap(ref, true);
  return (
    <div className="root-popup__backdrop">
      <div
        ref={ref}
        className="root-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onClose(null);
          }
        }}
      >
        <h2 id={titleId} className="root-popup__title">
          {title}
        </h2>
        <div className="root-popup__body">{children}</div>
        {bare ? null : (
          <div className="root-popup__footer">
            {hideSpans.map((s) => (
              <label key={s} className="root-popup__hide">
                <input
                  type="checkbox"
                  checked={span === s}
                  onChange={(e) => setSpan(e.target.checked ? s : null)}
                />
                {s === 'today' ? t.hideToday : t.hideWeek}
              </label>
            ))}
            <button
              type="button"
              className="button button--primary root-popup__close"
              onClick={() => onClose(span)}
            >
              {t.close}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
