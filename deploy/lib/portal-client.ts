/**
 * A member of the portal over HTTP, as a browser is (the topology test and the topology benches share it):
 * log in, call with the session headers and the cookies the server sets (the read-your-writes pin,
 * decision 250), and follow a live stream the way EventSource does — reconnect after the node is lost,
 * sending Last-Event-ID (decision 253).
 */
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-members.ts';

export const CONTEST_BASE = '/schome/service/readingActivitesJoin/readingQuizContest';

export type Answer = { status: number; body: { status?: string; message?: string; data?: unknown } | null };

export class Member {
  readonly headers: Record<string, string> = {};
  memberKey = 0;
  private cookies = new Map<string, string>();

  constructor(
    readonly id: string,
    public base: string,
  ) {}

  async login(): Promise<this> {
    const res = await this.request('POST', '/schome/auth/member/login', {
      id: this.id,
      password: DEMO_PASSWORD,
    });
    const data = res.body?.data as
      | { token?: string; userId?: string; schKey?: number; memberKey?: number }
      | undefined;
    if (res.status !== 200 || !data?.token)
      throw new Error(`login ${this.id}: ${res.status} ${res.body?.message}`);
    this.headers.token = data.token;
    this.memberKey = data.memberKey ?? 0;
    if (data.userId) this.headers.userId = data.userId;
    if (data.schKey) this.headers.schKey = String(data.schKey);
    return this;
  }

  /** One call; never throws on a network error (status 0), so a fault's failures are counted. */
  async request(method: string, url: string, payload?: object, timeoutMs = 10_000): Promise<Answer> {
    const headers: Record<string, string> = { ...this.headers, cookie: this.cookieHeader() };
    if (payload) headers['content-type'] = 'application/json';
    try {
      const res = await fetch(`${this.base}${url}`, {
        method,
        headers,
        body: payload ? JSON.stringify(payload) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
      this.keepCookies(res.headers.getSetCookie());
      const text = await res.text();
      let body: Answer['body'] = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      return { status: res.status, body };
    } catch {
      return { status: 0, body: null };
    }
  }

  /** A POST that must answer 200: its data. */
  async post<T = Record<string, unknown>>(url: string, payload: object): Promise<T> {
    const res = await this.request('POST', url, payload);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body?.message}`);
    return res.body?.data as T;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keepCookies(lines: string[]) {
    for (const line of lines) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      if (eq > 0) this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
    }
  }
}

export type StreamEvent = {
  event: string;
  id: string | null;
  data: Record<string, unknown>;
  at: number;
  /** Which connection (1, 2, …) it came on. */
  connection: number;
};

/**
 * A live stream followed as EventSource follows it: a fresh ticket for every connection, the last id
 * received sent back as Last-Event-ID, reconnecting (to `member.base`, which may be the load balancer)
 * after `retryMs` whenever the connection ends, until `close()`.
 */
export function followStream(
  member: Member,
  path: (ticket: string) => string,
  onEvent: (event: StreamEvent) => void,
  retryMs = 250,
) {
  let lastEventId: string | null = null;
  let closed = false;
  let connections = 0;
  let abort = new AbortController();
  let connected!: () => void;
  const connectedOnce = new Promise<void>((resolve) => {
    connected = resolve;
  });

  async function connectOnce() {
    const ticket = await member.post<{ ticket: string }>(
      '/schome/service/mypage/messageMng/stream/ticket',
      {},
    );
    abort = new AbortController();
    const headers: Record<string, string> = { cookie: member.cookieHeader() };
    if (lastEventId !== null) headers['last-event-id'] = lastEventId;
    const res = await fetch(`${member.base}${path(ticket.ticket)}`, { headers, signal: abort.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status}`);
    connections++;
    const connection = connections;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? null;
        const event = field('event');
        const id = field('id');
        if (id !== null) lastEventId = id;
        if (event) {
          if (event === 'hello') connected();
          onEvent({ event, id, data: JSON.parse(field('data') ?? '{}'), at: performance.now(), connection });
        }
        end = buffer.indexOf('\n\n');
      }
    }
  }

  const loop = (async () => {
    while (!closed) {
      try {
        await connectOnce();
      } catch {
        // the node went away (or refused while HAProxy noticed): retry as EventSource does
      }
      if (!closed) await new Promise((r) => setTimeout(r, retryMs));
    }
  })();

  return {
    connected: connectedOnce,
    connections: () => connections,
    close: async () => {
      closed = true;
      abort.abort();
      await loop;
    },
  };
}
