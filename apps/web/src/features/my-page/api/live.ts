import { liveEventSchema, streamTicketResponseSchema } from '@reading/contract/mypage/messages';
import { apiClient } from '../../../lib/api-client.ts';

const base = '/schome/service/mypage/messageMng';

export type LiveEventHandler = (event: {
  type: 'notification' | 'message';
  key: number;
  title: string;
}) => void;

/**
 * Opens the member's live stream (decision 091): a ticket for this session, then an EventSource on
 * `stream?ticket=` (an EventSource sends no headers). Answers the function that closes it.
 */
export function openLiveStream(onEvent: LiveEventHandler): () => void {
  return openTicketStream(
    (ticket) => `${base}/stream?ticket=${encodeURIComponent(ticket)}`,
    ['notification', 'message'],
    (_type, data) => {
      const parsed = liveEventSchema.safeParse(data);
      if (parsed.success) onEvent(parsed.data);
    },
  );
}

/**
 * An EventSource on a stream that takes this session's live ticket (decision 091; the golden bell's
 * stream too, decision 142). The browser reconnects by itself while the ticket's session lives; when the
 * stream is refused, a new ticket is asked for up to three times. `onOpen` runs on every (re)connection,
 * so a page can reload its state after missing events. Answers the function that closes it.
 */
export function openTicketStream(
  urlFor: (ticket: string) => string,
  events: string[],
  onEvent: (type: string, data: unknown) => void,
  onOpen: () => void = () => {},
): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let closed = false;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  async function connect() {
    try {
      const { data } = await apiClient.post(`${base}/stream/ticket`, { schema: streamTicketResponseSchema });
      if (closed) return;
      source = new EventSource(urlFor(data.ticket));
      for (const type of events)
        source.addEventListener(type, (message: MessageEvent) =>
          onEvent(type, JSON.parse(String(message.data))),
        );
      source.addEventListener('open', () => {
        retries = 0;
        document.documentElement.dataset.liveStream = 'open';
        onOpen();
      });
      source.addEventListener('error', () => {
        if (source?.readyState === EventSource.CLOSED) retry();
      });
    } catch {
      retry();
    }
  }

  function retry() {
    source?.close();
    if (closed || retries >= 3) return;
    retries += 1;
    retryTimer = setTimeout(() => void connect(), 5_000 * retries);
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
    delete document.documentElement.dataset.liveStream;
  };
}
