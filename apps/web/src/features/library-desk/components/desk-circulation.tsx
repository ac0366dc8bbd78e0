import { cardNoSchema, regNoSchema } from '@reading/contract/library/common';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { checkin, checkout, deskQueueKey, deskRenew, getDeskPatron } from '../api/desk.ts';
import { cleanScan } from '../lib/scan.ts';
import { DeskPatronCard } from './desk-patron.tsx';

const t = libraryMessages.desk;

type Mode = 'checkout' | 'checkin' | 'renew';
/** The text holds data (a title, a name) in lang="ko" parts, so it is rendered, not a string. */
type Feedback = { tone: 'ok' | 'error'; text: ReactNode; at: number };
export type DeskPatronData = Awaited<ReturnType<typeof getDeskPatron>>['data'];
type Patron = DeskPatronData;

/** What a scanner typed, cleaned (lib/scan.ts), then checked by the contract's rule for the code. */
const scanned = (code: typeof cardNoSchema) => z.string().transform(cleanScan).pipe(code);
const cardForm = z.object({ cardNo: scanned(cardNoSchema) });
const bookForm = z.object({ regNo: scanned(regNoSchema) });

/**
 * Check out, check in and renew, keyboard first: a barcode scanner types the code and Enter, so each
 * field submits on Enter and focus stays where the next scan goes. Results are announced in a live
 * region, not a dialog, so a dialog never swallows the next scan.
 */
export function DeskCirculation({ libCode }: { libCode: string }) {
  const ids = useId();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('checkout');
  const card = useSchemaForm(cardForm, { defaultValues: { cardNo: '' } });
  const book = useSchemaForm(bookForm, { defaultValues: { regNo: '' } });
  const [patron, setPatron] = useState<Patron | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busy, setBusy] = useState(false);
  const needsPatron = mode === 'checkout' && !patron;

  // Focus goes where the next scan belongs: the card until a patron is chosen, else the book.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a mode change moves the focus too.
  useEffect(() => {
    if (needsPatron) card.setFocus('cardNo');
    else book.setFocus('regNo');
  }, [needsPatron, mode]);

  async function attempt<T>(call: () => Promise<T>, done: (result: T) => ReactNode): Promise<T | null> {
    setBusy(true);
    try {
      const result = await call();
      setFeedback({ tone: 'ok', text: done(result), at: Date.now() });
      return result;
    } catch (error) {
      setFeedback({
        tone: 'error',
        text: isApiError(error) ? error.message : ko.api.requestFailed,
        at: Date.now(),
      });
      return null;
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: deskQueueKey(libCode) });
    }
  }

  async function loadPatron(code: string) {
    const res = await attempt(
      () => getDeskPatron(libCode, code),
      (r) => {
        const { name, grade, gradeName } = r.data.patron;
        return markData(t.patronLine, name, grade, gradeName);
      },
    );
    if (res) setPatron(res.data);
    return res;
  }

  const onCardSubmit = card.handleSubmit(async ({ cardNo }) => {
    card.setValue('cardNo', cardNo);
    await loadPatron(cardNo);
  });

  const onBookSubmit = book.handleSubmit(async ({ regNo: code }) => {
    // While a call is running the scan stays in the field, so Enter can send it again.
    if (busy) return;
    // Cleared at once, not after the answer: the next scan may start while this one is on its way.
    book.setValue('regNo', '');
    if (mode === 'checkout' && patron) {
      const res = await attempt(
        () => checkout(libCode, patron.patron.cardNo, code),
        (r) => (
          <>
            {r.message} <span lang="ko">{r.data.loan.title}</span> · {t.dueDate(r.data.loan.dueDate)}
          </>
        ),
      );
      if (res) await loadPatronQuietly(patron.patron.cardNo);
    } else if (mode === 'checkin') {
      await attempt(
        () => checkin(libCode, code),
        (r) => (
          <>
            {r.message} <span lang="ko">{r.data.loan.title}</span>
            {r.data.heldFor ? (
              <> · {markData(t.heldFor, r.data.heldFor.name, r.data.heldFor.pickupUntil)}</>
            ) : null}
          </>
        ),
      );
    } else if (mode === 'renew') {
      await attempt(
        () => deskRenew(libCode, code),
        (r) => (
          <>
            {r.message} <span lang="ko">{r.data.title}</span> · {t.dueDate(r.data.dueDate)}
          </>
        ),
      );
    }
    book.setFocus('regNo');
  });

  async function loadPatronQuietly(code: string) {
    try {
      setPatron((await getDeskPatron(libCode, code)).data);
    } catch {
      // The checkout's own feedback already said what happened.
    }
  }

  function changeMode(next: Mode) {
    setMode(next);
    book.reset();
    setFeedback(null);
  }

  function resetPatron() {
    setPatron(null);
    card.reset();
    book.reset();
    setFeedback(null);
    card.setFocus('cardNo');
  }

  const modes: [Mode, string][] = [
    ['checkout', t.checkout],
    ['checkin', t.checkin],
    ['renew', t.renew],
  ];
  const submitLabel =
    mode === 'checkout' ? t.submitCheckout : mode === 'checkin' ? t.submitCheckin : t.submitRenew;

  return (
    <section className="lib-section desk" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="visually-hidden">
        {t.modesLabel}
      </h2>
      <fieldset className="desk-modes">
        <legend className="visually-hidden">{t.modesLabel}</legend>
        {modes.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className="desk-modes__button"
            aria-pressed={mode === key}
            onClick={() => changeMode(key)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {mode === 'checkout' ? (
        <form className="lib-form" noValidate onSubmit={(e) => void onCardSubmit(e)}>
          <Field label={t.cardNo} error={fieldError(card.formState.errors.cardNo)}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="off"
                readOnly={Boolean(patron)}
                {...card.register('cardNo')}
              />
            )}
          </Field>
          {patron ? (
            <button type="button" className="lib-action" onClick={resetPatron}>
              {t.changePatron}
            </button>
          ) : (
            <button type="submit" className="lib-action lib-action--primary" disabled={busy}>
              {t.findPatron}
            </button>
          )}
        </form>
      ) : null}
      {mode !== 'checkout' || patron ? (
        <form className="lib-form" noValidate onSubmit={(e) => void onBookSubmit(e)}>
          <Field label={t.regNo} error={fieldError(book.formState.errors.regNo)}>
            {(control) => <input {...control} autoComplete="off" {...book.register('regNo')} />}
          </Field>
          <button type="submit" className="lib-action lib-action--primary" disabled={busy}>
            {submitLabel}
          </button>
        </form>
      ) : null}
      <div className="desk-feedback" role="status" aria-live="polite" aria-label={t.feedbackLabel}>
        {feedback ? (
          <p key={feedback.at} className={`desk-feedback__text desk-feedback__text--${feedback.tone}`}>
            {feedback.text}
          </p>
        ) : null}
      </div>
      {mode === 'checkout' && patron ? <DeskPatronCard data={patron} libCode={libCode} /> : null}
    </section>
  );
}
