import { PRIZE_MESSAGES, prizeEntryProblem, type SavedEntry } from '@reading/contract/event/prize-event';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { serverMessage } from '../../../lib/locale.ts';
import type { Session } from '../../../lib/session-store.ts';
import { eventMessages } from '../../../messages/event.ts';
import { updateJoin } from '../api/event.ts';

const t = eventMessages.prize;

type PrizeEntryFormProps = {
  eventId: number;
  member: Session;
  saved: SavedEntry | null;
  onSaved: (saved: SavedEntry) => void;
  /** In the popup: the close row with the not-today and not-ever boxes (spec 001 §4). */
  onClose?: (choice: { notToday: boolean; notAllDay: boolean }) => void;
};

/**
 * The prize-event entry (spec 001 §3, §4, §5, §8). The rules run in the spec's order through the
 * contract's `prizeEntryProblem` (the server runs the same): each problem in an alert, a 10-digit number
 * confirmed first. A saved consent locks the phone until 'modify'; the not-today box appears only after
 * saving, the not-ever box only after not-today. Saving twice at once is blocked.
 */
export function PrizeEntryForm({ eventId, member, saved, onSaved, onClose }: PrizeEntryFormProps) {
  const id = useId();
  const student = member.memberTypeCode === '01';
  const hasConsent = saved?.privacyInfoAgreeYn === 'Y';
  const [phone, setPhone] = useState(saved?.phoneNumber ?? '');
  const [locked, setLocked] = useState(hasConsent);
  const [under14, setUnder14] = useState<'Y' | 'N' | null>((saved?.under14Yn as 'Y' | 'N' | null) ?? null);
  const [parent, setParent] = useState(saved?.parentAgreeYn === 'Y');
  const [privacy, setPrivacy] = useState(hasConsent);
  const [isSaved, setIsSaved] = useState(hasConsent);
  const [notToday, setNotToday] = useState(false);
  const [notAllDay, setNotAllDay] = useState(false);
  const [busy, setBusy] = useState(false);
  const saving = useRef(false);

  async function save() {
    // Spec 001 §5: a double submit is blocked while saving (the ref holds before React re-renders).
    if (saving.current) return;
    saving.current = true;
    setBusy(true);
    try {
      const entry = {
        phoneNumber: phone,
        under14Yn: under14,
        parentAgreeYn: parent ? 'Y' : 'N',
        privacyInfoAgreeYn: privacy ? 'Y' : 'N',
      };
      let problem = prizeEntryProblem(entry, member.memberTypeCode, { tenDigitsConfirmed: false });
      if (problem?.kind === 'confirmTenDigits') {
        if (!(await confirmDialog(serverMessage(PRIZE_MESSAGES.phoneTenDigits)))) return;
        problem = prizeEntryProblem(entry, member.memberTypeCode, { tenDigitsConfirmed: true });
      }
      if (problem?.kind === 'message') return void (await alertDialog(serverMessage(problem.message)));
      const res = await updateJoin({
        eventId,
        memberKey: member.memberKey!,
        schName: member.schName ?? '',
        name: member.name ?? '',
        dlsLoanCardNo: member.dlsLoanCardNo ?? '',
        phoneNumber: phone,
        under14Yn: under14 ?? undefined,
        parentAgreeYn: entry.parentAgreeYn as 'Y' | 'N',
        privacyInfoAgreeYn: entry.privacyInfoAgreeYn as 'Y' | 'N',
        notToday: notToday ? 'Y' : 'N',
        notAllDayYn: notToday && notAllDay ? 'Y' : 'N',
      });
      await alertDialog(res.message);
      setIsSaved(true);
      setLocked(true);
      setPhone(res.data.phoneNumber ?? phone);
      onSaved(res.data);
    } catch (error) {
      // Spec 001 §8: the server's message; the form stays for a retry.
      await alertDialog(isApiError(error) ? error.message : String(error));
    } finally {
      saving.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      className="prize-form"
      noValidate
      aria-busy={busy}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <dl className="prize-form__facts">
        <div>
          <dt>{t.name}</dt>
          <dd lang="ko">{member.name}</dd>
        </div>
        <div>
          <dt>{t.school}</dt>
          <dd lang={member.schName ? 'ko' : undefined}>{member.schName ?? '-'}</dd>
        </div>
        <div>
          <dt>{t.type}</dt>
          <dd>{t.entryType(member.memberTypeCode)}</dd>
        </div>
      </dl>
      <Field
        label={t.phone}
        required
        hint={t.phoneHint}
        action={
          locked ? (
            <Button variant="secondary" onClick={() => setLocked(false)}>
              {t.modify}
            </Button>
          ) : null
        }
      >
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={13}
            value={phone}
            readOnly={locked}
            onChange={(e) => setPhone(e.target.value)}
          />
        )}
      </Field>
      {student ? (
        <ChoiceGroup legend={t.age}>
          <Choice
            type="radio"
            name={`${id}-age`}
            label={t.under14}
            checked={under14 === 'Y'}
            onChange={() => setUnder14('Y')}
          />
          <Choice
            type="radio"
            name={`${id}-age`}
            label={t.over14}
            checked={under14 === 'N'}
            onChange={() => setUnder14('N')}
          />
        </ChoiceGroup>
      ) : null}
      {under14 === 'Y' ? (
        <Choice
          type="checkbox"
          label={t.parent}
          checked={parent}
          onChange={(e) => setParent(e.target.checked)}
        />
      ) : null}
      <div className="prize-form__privacy">
        <p>{t.privacyBody}</p>
        <Choice
          type="checkbox"
          label={t.privacy}
          checked={privacy}
          onChange={(e) => setPrivacy(e.target.checked)}
        />
      </div>
      <div className="prize-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </div>
      {onClose ? (
        <div className="root-popup__footer prize-form__close">
          {isSaved ? (
            <label className="root-popup__hide">
              <input type="checkbox" checked={notToday} onChange={(e) => setNotToday(e.target.checked)} />
              {t.notToday}
            </label>
          ) : null}
          {isSaved && notToday ? (
            <label className="root-popup__hide">
              <input type="checkbox" checked={notAllDay} onChange={(e) => setNotAllDay(e.target.checked)} />
              {t.notAllDay}
            </label>
          ) : null}
          <button
            type="button"
            className="button button--primary root-popup__close"
            onClick={() => onClose({ notToday, notAllDay })}
          >
            {t.close}
          </button>
        </div>
      ) : null}
    </form>
  );
}
