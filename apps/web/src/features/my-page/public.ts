/**
 * My page's public face (decision 062): the live notifications the site frame mounts for a logged-in
 * member (loaded lazily, never on the home page's first load).
 */

export { openTicketStream } from './api/live.ts';
export { AddToShelf } from './components/add-to-shelf.tsx';
export { LiveNotifications } from './components/live-notifications.tsx';
export { MyPageFrame } from './components/my-page-frame.tsx';
