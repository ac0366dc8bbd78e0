import type { AnswerEntry } from '@reading/contract/community/survey';
import { PRIZE_EVENT_ID, type SavedEntry } from '@reading/contract/event/prize-event';
import { useEffect } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { getSession, type Session, setSession } from '../../../lib/session-store.ts';
import { eventMessages } from '../../../messages/event.ts';
import { ko } from '../../../messages/ko.ts';
import { popupMessages as t } from '../../../messages/popups.ts';
import { surveyMessages } from '../../../messages/survey.ts';
import { PrizeEntryForm, updateJoin } from '../../event/public.ts';
import { logout } from '../../login/public.ts';
import { DlsConsentDialog } from '../../membership/public.ts';
import { joinSurvey, SurveyAnswerForm } from '../../survey/public.ts';
import type { RootPopup } from '../api/load-popups.ts';
import { hidePopup } from '../hide-records.ts';
import { PopupFrame } from './popup-frame.tsx';

/**
 * A member's own popups (a survey, the prize event, the DLS consent, a deleted DLS account): their forms
 * and the areas behind them load in this chunk only when such a popup is shown, so a visitor who meets
 * none of them does not download them (the home's first-load budget, decision 101).
 */
type MemberPopupProps = {
  popup: Extract<RootPopup, { kind: 'survey' | 'prizeEvent' | 'dlsConsent' | 'dlsDeleted' }>;
  next: () => void;
};

export function MemberPopup({ popup, next }: MemberPopupProps) {
  switch (popup.kind) {
    case 'survey':
      return <SurveyPopup popup={popup} next={next} />;
    case 'prizeEvent':
      return <PrizePopup popup={popup} next={next} />;
    case 'dlsConsent':
      return <DlsConsentDialog onAgreed={next} />;
    case 'dlsDeleted':
      return <DlsDeleted />;
  }
}

type KindProps<K extends RootPopup['kind']> = { popup: Extract<RootPopup, { kind: K }>; next: () => void };

function SurveyPopup({ popup, next }: KindProps<'survey'>) {
  const send = async (answers: AnswerEntry[]) => {
    const member = getSession();
    if (!member?.memberKey) return next();
    try {
      const res = await joinSurvey({
        surveyKey: popup.survey.surveyKey,
        memberKey: member.memberKey,
        surveyResultInfoList: answers,
      });
      await alertDialog(res.message);
    } catch (error) {
      // Spec 001 §8: the server's message, and the popup closes.
      await alertDialog(isApiError(error) ? error.message : String(error));
    }
    next();
  };
  // Not now: '다음에 하기' (and Escape) for this browser session, '오늘 하루 보지 않기' for 24 hours.
  const hide = (span: 'session' | 'today') => {
    hidePopup(popup.id, span);
    next();
  };
  return (
    <PopupFrame
      title={`${surveyMessages.popupTitle}: ${popup.survey.surveyTitle}`}
      onClose={() => hide('session')}
      bare
    >
      <SurveyAnswerForm
        survey={popup.survey}
        onSubmit={send}
        secondary={
          <>
            <button type="button" className="button button--secondary" onClick={() => hide('session')}>
              {t.later}
            </button>
            <button type="button" className="button button--secondary" onClick={() => hide('today')}>
              {t.hideToday}
            </button>
          </>
        }
      />
    </PopupFrame>
  );
}

function PrizePopup({ popup, next }: KindProps<'prizeEvent'>) {
  const member = getSession();
  if (!member) return null;
  return (
    <PopupFrame title={`${eventMessages.prize.popupTitle}: ${popup.saved.eventTitle}`} onClose={next} bare>
      <PrizeEntryForm
        eventId={PRIZE_EVENT_ID}
        member={member}
        saved={popup.saved}
        onSaved={() => undefined}
        onClose={({ notToday, notAllDay }) => {
          // Spec 001 §4: not today hides 24 hours; not ever is kept by the server (notAllDayYn).
          if (notToday) hidePopup(popup.id, 'today');
          if (notToday && notAllDay) void hideForever(popup.saved, member);
          next();
        }}
      />
    </PopupFrame>
  );
}

/** Not ever (spec 001 §4): the saved entry again, with notToday and notAllDayYn Y. */
function hideForever(saved: SavedEntry, member: Session) {
  return updateJoin({
    eventId: PRIZE_EVENT_ID,
    memberKey: member.memberKey!,
    phoneNumber: saved.phoneNumber ?? '',
    under14Yn: (saved.under14Yn as 'Y' | 'N' | null) ?? undefined,
    parentAgreeYn: (saved.parentAgreeYn as 'Y' | 'N' | null) ?? undefined,
    privacyInfoAgreeYn: 'Y',
    notToday: 'Y',
    notAllDayYn: 'Y',
  }).catch(() => undefined);
}
/** Spec 001 §8: the DLS account is gone; the link is dropped and the member logged out. */
function DlsDeleted() {
  useEffect(() => {
    void (async () => {
      const member = getSession();
      if (member) setSession({ ...member, dlsToken: null, dlsLoanCardNo: null });
      await alertDialog(ko.auth.dlsDeleted);
      await logout({ confirm: false });
    })();
  }, []);
  return null;
}
