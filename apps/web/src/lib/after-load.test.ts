import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module each time: it remembers the first idle moment of the page. */
const load = async () => {
  vi.resetModules();
  return import('./after-load.ts');
};

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  return () => done;
};

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState');
});

describe('whenFirstIdle (decision 101: the root popups wait for it)', () => {
  it('waits for the load event, then for an idle moment', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    const { whenFirstIdle } = await load();
    const done = settled(whenFirstIdle());
    await Promise.resolve();
    expect(idle).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    await Promise.resolve();
    expect(done()).toBe(false);

    idle[0]!({ didTimeout: false, timeRemaining: () => 10 });
    await vi.waitFor(() => expect(done()).toBe(true));
  });

  it('asks for the idle moment at once on a page that has loaded, and answers later callers at once', async () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    const requestIdle = vi.fn((callback: IdleRequestCallback, _options?: IdleRequestOptions) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdle);
    const { whenFirstIdle } = await load();
    await whenFirstIdle();
    await whenFirstIdle();
    expect(requestIdle).toHaveBeenCalledTimes(1);
    expect(requestIdle.mock.calls[0]![1]).toEqual({ timeout: 2000 });
  });

  it('takes the next task after load where there is no requestIdleCallback', async () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    vi.stubGlobal('requestIdleCallback', undefined);
    const { whenFirstIdle } = await load();
    await expect(whenFirstIdle()).resolves.toBeUndefined();
  });
});
