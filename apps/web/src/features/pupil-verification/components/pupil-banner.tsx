import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { getSession, setSession, useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { pupilVerificationMessages as t } from '../../../messages/pupil-verification.ts';
import { joinWithClassCode, useOwnVerifyStatus } from '../api/pupil-verification.ts';
import './pupil-banner.css';

/** Marks the stored login verified, so the banner goes and every page asks again (decision 220). */
function markVerified(place: { grade: number | null; classNo: number | null }) {
  const session = getSession();
  if (session)
    setSession({ ...session, verifyStatus: 'verified', memGrade: place.grade, memClass: place.classNo });
}

/**
 * A pupil not yet verified by the school (decision 220): what they cannot see yet, the three ways to be
 * verified, and a form for the class code their teacher gives.
 */
export function PupilBanner() {
  const session = useSession();
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unverified = session?.memberTypeCode === '01' && session.verifyStatus !== 'verified';
  const own = useOwnVerifyStatus(session?.memberKey, unverified);
  const fresh = own.data;
  useEffect(() => {
    if (fresh?.verifyStatus === 'verified') {
      markVerified({ grade: fresh.memGrade, classNo: fresh.memClass });
      void queryClient.invalidateQueries();
    }
  }, [fresh, queryClient]);
  if (!unverified || fresh?.verifyStatus === 'verified') return null;
  const refused = (fresh?.verifyStatus ?? session?.verifyStatus) === 'refused';

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (code.trim().length < 8) return setError(t.codeRequired);
    setBusy(true);
    setError(null);
    try {
      const done = await joinWithClassCode(code);
      markVerified({ grade: done.data.grade, classNo: done.data.classNo });
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : ko.api.requestFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <aside className="pupil-banner" aria-label={t.label} data-testid="pupil-banner">
      <div className="container pupil-banner__inner">
        <p className="pupil-banner__title">{refused ? t.refusedTitle : t.title}</p>
        {refused && fresh?.verifyReason ? (
          <p className="pupil-banner__text">
            {t.reason} <span lang="ko">{fresh.verifyReason}</span>
          </p>
        ) : null}
        <p className="pupil-banner__text">{t.explain}</p>
        <ul className="pupil-banner__ways">
          <li>{t.wayTeacher}</li>
          <li>{t.wayCode}</li>
          <li>
            {t.wayCard} <Link to={hrefFor('MembershipUpdate', { basePath })}>{t.cardLink}</Link>
          </li>
        </ul>
        <form className="pupil-banner__form" noValidate onSubmit={(e) => void submit(e)}>
          <label htmlFor={id}>{t.codeLabel}</label>
          <input
            id={id}
            value={code}
            maxLength={12}
            autoComplete="off"
            placeholder="ABCD-EFGH"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" disabled={busy}>
            {t.codeSubmit}
          </button>
          {error ? (
            <p id={`${id}-error`} className="pupil-banner__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      </div>
    </aside>
  );
}
