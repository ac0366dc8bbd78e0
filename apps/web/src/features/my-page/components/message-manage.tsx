import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { myPageMessages } from '../../../messages/my-page.ts';
import { MessageBoxPanel } from './message-box.tsx';
import { MessageCompose } from './message-compose.tsx';
import { MyPageFrame } from './my-page-frame.tsx';
import { NotificationList } from './notification-list.tsx';

const t = myPageMessages.messages;

/**
 * MessageManage (spec 001 §2.2, §7 messageMng): system notifications, received, sent and starred
 * messages, and writing to a member of the school. New ones arrive live (decision 091).
 */
export function MessageManage({ memberKey, hasSchool }: { memberKey: number; hasSchool: boolean }) {
  const [writing, setWriting] = useState(false);
  return (
    <MyPageFrame
      current="MessageManage"
      titleId="message-manage-title"
      title={t.title}
      actions={
        hasSchool && !writing ? <Button onClick={() => setWriting(true)}>{t.write}</Button> : undefined
      }
    >
      {writing ? <MessageCompose memberKey={memberKey} onDone={() => setWriting(false)} /> : null}
      <Tabs
        label={t.tabsLabel}
        items={[
          { id: 'notifications', label: t.notifications, panel: <NotificationList memberKey={memberKey} /> },
          {
            id: 'received',
            label: t.received,
            panel: <MessageBoxPanel memberKey={memberKey} box="received" />,
          },
          { id: 'sent', label: t.sent, panel: <MessageBoxPanel memberKey={memberKey} box="sent" /> },
          { id: 'starred', label: t.starred, panel: <MessageBoxPanel memberKey={memberKey} box="starred" /> },
        ]}
      />
    </MyPageFrame>
  );
}
