import type { AnswerEntry } from '@reading/contract/community/survey';
import { PRIZE_EVENT_ID, type SavedEntry } from '@reading/contract/event/prize-event';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import {
  ensureSessionCodec,
  getSession,
  type Session,
  setSession,
  useSession,
} from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { eventMessages } from '../../../messages/event.ts';
import { ko } from '../../../messages/ko.ts';
import { popupMessages as t } from '../../../messages/popups.ts';
import { surveyMessages } from '../../../messages/survey.ts';
import { noticeFileDownload, schoolNewsFileDownload } from '../../community/public.ts';
import { PrizeEntryForm, updateJoin } from '../../event/public.ts';
import { logout } from '../../login/public.ts';
import { DlsConsentDialog } from '../../membership/public.ts';
import { joinSurvey, SurveyAnswerForm } from '../../survey/public.ts';
import { loadRootPopups, type RootPopup } from '../api/load-popups.ts';
import { type HideSpan, hidePopup, loadHideRecords } from '../hide-records.ts';
import { PostPopupBody } from './popup-bodies.tsx';
import { PopupFrame } from './popup-frame.tsx';
import './popups.css';

/**
 * A switch for automated checks of other pages and for shared screens: with `rootPopups` = `off` in the
 * tab's session storage the root pages open no popup (decision 101).
 */
const popupsSwitchedOff = () => {
  try {
    return window.sessionStorage.getItem('rootPopups') === 'off';
  } catch {
    return false;
  }
};

/**
 * The root pages' popups (spec 000 §2, spec 001 §2.1, §4): loaded once per page visit and member, shown
 * one at a time in the order of `loadRootPopups`.
 */
export function RootPopups() {
  const session = useSession();
  const levelCode = useSite().level?.code;
  const schKey = useCurrentSchKey();
  const [queue, setQueue] = useState<RootPopup[]>([]);
  const memberKey = session?.memberKey ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a login or logout (memberKey) loads the member's popups
  useEffect(() => {
    if (popupsSwitchedOff()) return;
    let live = true;
    void (async () => {
      await ensureSessionCodec();
      const records = loadHideRecords();
      const popups = await loadRootPopups(getSession(), levelCode, schKey, records);
      if (live) setQueue(popups);
    })();
    return () => {
      live = false;
    };
  }, [memberKey, levelCode, schKey]);

  const current = queue[0];
  if (!current) return null;
  const next = () => setQueue((q) => q.slice(1));
  const close = (span: HideSpan | null) => {
    if (span) hidePopup(current.id, span);
    next();
  };

  switch (current.kind) {
    case 'survey': {
      const send = async (answers: AnswerEntry[]) => {
        const member = getSession();
        if (!member?.memberKey) return next();
        try {
          const res = await joinSurvey({
            surveyKey: current.survey.surveyKey,
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
      return (
        <PopupFrame
          key={current.id}
          title={`${surveyMessages.popupTitle}: ${current.survey.surveyTitle}`}
          onClose={next}
          bare
        >
          <SurveyAnswerForm
            survey={current.survey}
            onSubmit={send}
            secondary={
              <button type="button" className="button button--secondary" onClick={next}>
                {t.later}
              </button>
            }
          />
        </PopupFrame>
      );
    }
    case 'notice':
      return (
        <PopupFrame key={current.id} title={t.noticeTitle} hideSpans={['today']} onClose={close}>
          <PostPopupBody
            title={current.notice.title}
            html={current.notice.content}
            imageUrl={current.notice.mainImgUrl}
            files={current.notice.fileList.map((f) => ({
              key: f.noticeFileKey,
              name: f.originalFileName,
              target: noticeFileDownload(f.noticeFileKey),
            }))}
          />
        </PopupFrame>
      );
    case 'dlsNotice':
      return (
        <PopupFrame key={current.id} title={t.dlsNoticeTitle} hideSpans={['today']} onClose={close}>
          <PostPopupBody title={current.notice.title} html={current.notice.content} files={[]} />
        </PopupFrame>
      );
    case 'schoolNews':
      return (
        <PopupFrame key={current.id} title={t.schoolNewsTitle} hideSpans={['today', 'week']} onClose={close}>
          <PostPopupBody
            title={current.news.title}
            html={current.news.content}
            files={current.news.fileList.map((f) => ({
              key: f.mySchoolFileKey,
              name: f.originalFileName,
              target: schoolNewsFileDownload(f.mySchoolFileKey),
            }))}
          />
        </PopupFrame>
      );
    case 'dlsConsent':
      return <DlsConsentDialog key={current.id} onAgreed={next} />;
    case 'dlsDeleted':
      return <DlsDeleted key={current.id} />;
    case 'prizeEvent': {
      const member = getSession();
      if (!member) return null;
      return (
        <PopupFrame
          key={current.id}
          title={`${eventMessages.prize.popupTitle}: ${current.saved.eventTitle}`}
          onClose={next}
          bare
        >
          <PrizeEntryForm
            eventId={PRIZE_EVENT_ID}
            member={member}
            saved={current.saved}
            onSaved={() => undefined}
            onClose={({ notToday, notAllDay }) => {
              // Spec 001 §4: not today hides 24 hours; not ever is kept by the server (notAllDayYn).
              if (notToday) hidePopup(current.id, 'today');
              if (notToday && notAllDay) void hideForever(current.saved, member);
              next();
            }}
          />
        </PopupFrame>
      );
    }
  }
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
