import JsBarcode from 'jsbarcode';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { getSession, useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { getMemberAgree } from '../api/dls.ts';
import { DlsConsentDialog } from './dls-consent-dialog.tsx';
import { MembershipLoanStatus } from './membership-loan-status.tsx';
import { useMemberGuard } from './use-member-guard.ts';
import './membership.css';
import { membershipMessages } from '../../../messages/membership.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const formatClock = (d: Date) =>
  `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** Spec 000 §9: the barcode card's clock updates every second (a live card, not a screenshot). */
function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * Membership without a linked card: what the card needs and the way to link it, behind the spec's alert
 * 'DLS 인증이 필요합니다.' (spec 000 §5), so the page is never blank (issue 25).
 */
function MembershipNeedsLink() {
  const { basePath } = useSite();
  return (
    <section className="membership" aria-labelledby="membership-title">
      <h1 id="membership-title" className="membership__title">
        {membershipMessages.cardTitle}
      </h1>
      <StatusMessage
        variant="section"
        icon="missing"
        title={ko.auth.dlsAfterAuth}
        description={membershipMessages.cardRequiredLead}
      >
        <ButtonLink to={hrefFor('MembershipUpdate', { basePath })}>{membershipMessages.toUpdate}</ButtonLink>
      </StatusMessage>
    </section>
  );
}

/** Membership: the online library card with the card number as a barcode (height 25, spec 000 §9). */
export function MembershipCard() {
  const session = useMemberGuard({ needsDls: true });
  const loggedIn = useSession();
  const barcode = useRef<SVGSVGElement>(null);
  const now = useClock();
  const [needsConsent, setNeedsConsent] = useState(false);
  const cardNo = session?.dlsLoanCardNo ?? null;

  useEffect(() => {
    if (cardNo && barcode.current) {
      JsBarcode(barcode.current, cardNo, { format: 'CODE128', height: 25, displayValue: true, margin: 8 });
    }
  }, [cardNo]);

  useEffect(() => {
    const current = getSession();
    if (!cardNo || !current?.memberKey) return;
    getMemberAgree({ memberKey: current.memberKey, dlsLoanCardNo: cardNo })
      .then((res) => setNeedsConsent(res.data.agreeYN === 'N'))
      .catch(() => undefined);
  }, [cardNo]);

  if (!session || !cardNo) return loggedIn ? <MembershipNeedsLink /> : null;
  return (
    <section className="membership" aria-labelledby="membership-title">
      <h1 id="membership-title" className="membership__title">
        {membershipMessages.cardTitle}
      </h1>
      <div className="membership-card">
        <p className="membership-card__school">
          {markData(membershipMessages.libraryOf, session.schName ?? '')}
        </p>
        <p className="membership-card__name">
          <span lang="ko">{session.name}</span>{' '}
          <span>
            {session.memGrade
              ? membershipMessages.gradeClass(session.memGrade, session.memClass ?? null)
              : ''}
          </span>
        </p>
        <div className="membership-card__barcode">
          <svg
            ref={barcode}
            role="img"
            aria-label={membershipMessages.barcodeLabel(cardNo)}
            data-testid="membership-barcode"
          />
        </div>
        <p className="membership-card__clock">
          <time dateTime={now.toISOString()} data-testid="membership-clock">
            {formatClock(now)}
          </time>
        </p>
      </div>
      {session.memberKey && session.dlsToken ? (
        <MembershipLoanStatus
          session={{ ...session, memberKey: session.memberKey, dlsToken: session.dlsToken }}
        />
      ) : null}
      {needsConsent ? <DlsConsentDialog onAgreed={() => setNeedsConsent(false)} /> : null}
    </section>
  );
}
