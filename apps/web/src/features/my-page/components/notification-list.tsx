import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor, isRouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { refreshMemberCounts } from '../../login/public.ts';
import {
  deleteNotification,
  notificationsKey,
  readNotification,
  useNotificationList,
} from '../api/messages.ts';
import { shortDateTime } from './message-box.tsx';

const t = myPageMessages.messages;

/** System notifications (decision 091): newest first, unread marked; read one, all, or delete. */
export function NotificationList({ memberKey }: { memberKey: number }) {
  const [pageIndex, setPageIndex] = useState(1);
  const list = useNotificationList(memberKey, pageIndex);
  const queryClient = useQueryClient();
  const { basePath } = useSite();

  async function run(action: () => Promise<unknown>) {
    await action();
    await queryClient.invalidateQueries({ queryKey: notificationsKey });
    void refreshMemberCounts();
  }

  if (list.isPending) return <StatusMessage variant="section" title={myPageMessages.loading} />;
  if (list.isError) return <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />;
  const data = list.data;
  return (
    <div className="my-page__panel">
      <div className="my-page__head">
        <p className="my-page__summary">{t.unread(data.unreadCount)}</p>
        {data.unreadCount > 0 ? (
          <Button variant="secondary" onClick={() => void run(() => readNotification())}>
            {t.readAll}
          </Button>
        ) : null}
      </div>
      {data.list.length === 0 ? (
        <StatusMessage variant="section" icon="missing" title={t.emptyNotifications} />
      ) : (
        <ul className="message-list" data-testid="notification-list">
          {data.list.map((n) => (
            <li
              key={n.notificationKey}
              className={`message-row${n.readYn === 'N' ? ' message-row--unread' : ''}`}
            >
              <span className="message-row__star" aria-hidden="true">
                {n.readYn === 'N' ? '●' : '○'}
              </span>
              <div className="message-row__body">
                <p className="message-row__meta">
                  <span>{shortDateTime(n.regDate)}</span>
                  <span className={`badge-chip${n.readYn === 'Y' ? '' : ' badge-chip--earned'}`}>
                    {n.readYn === 'Y' ? t.readMark : t.unreadMark}
                  </span>
                </p>
                <p className="message-row__title" lang="ko">
                  {n.title}
                </p>
                {n.content ? (
                  <p className="message-row__content" lang="ko">
                    {n.content}
                  </p>
                ) : null}
                {n.linkRoute && isRouteName(n.linkRoute) ? (
                  <Link
                    to={hrefFor(n.linkRoute, { basePath, ...(n.linkQuery ?? {}) })}
                    onClick={() =>
                      void (n.readYn === 'N' ? run(() => readNotification(n.notificationKey)) : undefined)
                    }
                  >
                    {t.go}
                  </Link>
                ) : null}
              </div>
              <div className="message-row__actions">
                {n.readYn === 'N' ? (
                  <button
                    type="button"
                    className="my-page__text-button"
                    onClick={() => void run(() => readNotification(n.notificationKey))}
                  >
                    {t.markRead}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="my-page__text-button"
                  onClick={() => void run(() => deleteNotification(n.notificationKey))}
                >
                  {t.delete}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={pageIndex}
        totalPage={data.totalPage}
        onPage={setPageIndex}
        label={t.notificationPageLabel}
      />
    </div>
  );
}
