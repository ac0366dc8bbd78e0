import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { refreshMemberCounts } from '../../login/public.ts';
import { type LiveEventHandler, openLiveStream } from '../api/live.ts';
import './live-notifications.css';

const t = myPageMessages.live;

type Toast = Parameters<LiveEventHandler>[0];

/**
 * New notifications and messages reach an open page without a reload (decision 091): the header's count
 * and every my-page list refresh, and a polite status toast names what arrived, with a link to it.
 */
export function LiveNotifications({ memberKey }: { memberKey: number }) {
  const queryClient = useQueryClient();
  const { basePath } = useSite();
  const [toast, setToast] = useState<Toast | null>(null);

  useEffect(() => {
    if (!memberKey) return;
    return openLiveStream((event) => {
      setToast(event);
      void refreshMemberCounts();
      void queryClient.invalidateQueries({ queryKey: ['mypage'] });
    });
  }, [memberKey, queryClient]);

  return (
    <div className="live-toast-region" role="status" aria-live="polite">
      {toast ? (
        <div className="live-toast" data-testid="live-toast">
          <strong className="live-toast__kind">
            {toast.type === 'message' ? t.newMessage : t.newNotification}
          </strong>
          <span className="live-toast__title" lang="ko">
            {toast.title}
          </span>
          <Link
            to={hrefFor('MessageManage', { basePath })}
            className="live-toast__link"
            onClick={() => setToast(null)}
          >
            {t.open}
          </Link>
          <button
            type="button"
            className="live-toast__close"
            aria-label={t.close}
            onClick={() => setToast(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
