import type { MessageBox, MessageItem } from '@reading/contract/mypage/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { formatDateTime } from '../../../lib/locale.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { deleteMessage, getMessage, messagesKey, setAsterisk, useMessageList } from '../api/messages.ts';

const t = myPageMessages.messages;

export const shortDateTime = (iso: string) =>
  formatDateTime(iso, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** One message row: star, who, when, read state; opening it shows the whole text (and marks it read). */
function MessageRow({ item, onChanged }: { item: MessageItem; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const starLabelId = useId();
  const who = item.direction === 'received' ? item.senderName : item.receiverName;
  const starred = item.asteriskYn === 'Y';

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      onChanged();
    } catch (error) {
      if (isApiError(error)) await alertDialog(error.message);
    }
  }

  async function toggleOpen() {
    if (!open && item.direction === 'received' && item.readYn === 'N')
      await run(() => getMessage(item.messageKey));
    setOpen(!open);
  }

  return (
    <li
      className={`message-row${item.readYn === 'N' && item.direction === 'received' ? ' message-row--unread' : ''}`}
    >
      <button
        type="button"
        className={`message-row__star${starred ? ' is-on' : ''}`}
        aria-pressed={starred}
        aria-labelledby={starLabelId}
        title={starred ? t.unstar : t.star}
        onClick={() => void run(() => setAsterisk(item.messageKey, starred ? 'N' : 'Y'))}
      >
        {starred ? '★' : '☆'}
      </button>
      <HiddenLabel id={starLabelId}>{markData(t.starLabel, who)}</HiddenLabel>
      <div className="message-row__body">
        <p className="message-row__meta">
          <span>
            {item.direction === 'received' ? t.from : t.to} <strong lang="ko">{who}</strong>
          </span>
          <span>{shortDateTime(item.sentAt)}</span>
          <span className={`badge-chip${item.readYn === 'Y' ? '' : ' badge-chip--earned'}`}>
            {item.readYn === 'Y' ? t.readMark : t.unreadMark}
          </span>
        </p>
        <button
          type="button"
          className="message-row__preview"
          aria-expanded={open}
          onClick={() => void toggleOpen()}
        >
          <span lang="ko">
            {open ? item.content : item.content.length > 60 ? `${item.content.slice(0, 60)}…` : item.content}
          </span>
        </button>
      </div>
      <button
        type="button"
        className="my-page__text-button"
        onClick={() =>
          void confirmDialog(t.deleteConfirm).then((yes) =>
            yes ? run(() => deleteMessage(item.messageKey)) : undefined,
          )
        }
      >
        {t.delete}
      </button>
    </li>
  );
}

/** A box of messages (received, sent or starred), 10 a page, with its unread count. */
export function MessageBoxPanel({ memberKey, box }: { memberKey: number; box: MessageBox }) {
  const [pageIndex, setPageIndex] = useState(1);
  const list = useMessageList(memberKey, box, pageIndex);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: messagesKey });
  if (list.isPending) return <StatusMessage variant="section" title={myPageMessages.loading} />;
  if (list.isError) return <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />;
  const data = list.data;
  return (
    <div className="my-page__panel">
      {box === 'received' ? <p className="my-page__summary">{t.unread(data.unreadCount)}</p> : null}
      {data.list.length === 0 ? (
        <StatusMessage variant="section" icon="missing" title={t.empty} />
      ) : (
        <ul className="message-list">
          {data.list.map((item) => (
            <MessageRow key={item.messageKey} item={item} onChanged={refresh} />
          ))}
        </ul>
      )}
      <Pagination page={pageIndex} totalPage={data.totalPage} onPage={setPageIndex} label={t.pageLabel} />
    </div>
  );
}
