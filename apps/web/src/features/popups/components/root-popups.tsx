import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { ensureSessionCodec, getSession, useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { loadRootPopups, type RootPopup } from '../api/load-popups.ts';
import { type HideSpan, hidePopup, loadHideRecords } from '../hide-records.ts';
import './popups.css';

/**
 * Each kind's body loads when a popup of that kind is shown (decision 101, the home's first-load
 * budget): this chunk holds only the loader and the queue, so a visitor with nothing to see downloads
 * no form and no HTML renderer.
 */
const PostPopup = lazy(() => import('./post-popup.tsx').then((m) => ({ default: m.PostPopup })));
const MemberPopup = lazy(() => import('./member-popups.tsx').then((m) => ({ default: m.MemberPopup })));

/**
 * The root pages' popups (spec 000 §2, spec 001 §2.1, §4): loaded once per page visit and member, shown
 * one at a time in the order of `loadRootPopups`. The home mounts this after its first idle moment, and
 * not at all with the `rootPopups` switch off (home.tsx).
 */
export function RootPopups() {
  const session = useSession();
  const levelCode = useSite().level?.code;
  const schKey = useCurrentSchKey();
  const [queue, setQueue] = useState<RootPopup[]>([]);
  const memberKey = session?.memberKey ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a login or logout (memberKey) loads the member's popups
  useEffect(() => {
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
    case 'notice':
    case 'dlsNotice':
    case 'schoolNews':
      return (
        <Suspense fallback={null}>
          <PostPopup key={current.id} popup={current} close={close} />
        </Suspense>
      );
    case 'survey':
    case 'prizeEvent':
    case 'dlsConsent':
    case 'dlsDeleted':
      return (
        <Suspense fallback={null}>
          <MemberPopup key={current.id} popup={current} next={next} />
        </Suspense>
      );
  }
}
