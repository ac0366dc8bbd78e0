import { useSyncExternalStore } from 'react';

/**
 * The global alert and confirm dialogs (spec 000 §2 Global behaviour, spec 001 §2.1) as a queue that any
 * code can call: `await alertDialog('검색어를 입력해주세요.')`, `if (await confirmDialog('…')) …`.
 * One host component (the shell's) draws the first open dialog and settles its promise.
 */
export type DialogRequest =
  | { id: number; kind: 'alert'; message: string; title?: string; resolve: () => void }
  | { id: number; kind: 'confirm'; message: string; title?: string; resolve: (confirmed: boolean) => void };

let queue: readonly DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly DialogRequest[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows an alert; resolves when the user closes it. Without a title the host shows '알림'. */
export function alertDialog(message: string, options: { title?: string } = {}): Promise<void> {
  return new Promise((resolve) => {
    publish([...queue, { id: nextId++, kind: 'alert', message, title: options.title, resolve }]);
  });
}

/** Asks to confirm; resolves true on confirm, false on close or cancel. */
export function confirmDialog(message: string, options: { title?: string } = {}): Promise<boolean> {
  return new Promise((resolve) => {
    publish([...queue, { id: nextId++, kind: 'confirm', message, title: options.title, resolve }]);
  });
}

/** Closes dialog `id` with its answer (ignored for alerts) and shows the next one. */
export function settleDialog(id: number, confirmed = false): void {
  const request = queue.find((d) => d.id === id);
  if (!request) return;
  publish(queue.filter((d) => d.id !== id));
  if (request.kind === 'confirm') request.resolve(confirmed);
  else request.resolve();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open dialogs, oldest first. */
export const getOpenDialogs = (): readonly DialogRequest[] => queue;
const getQueue = getOpenDialogs;

/** The dialog to draw now (the oldest open one), or null. */
export function useCurrentDialog(): DialogRequest | null {
  return useSyncExternalStore(subscribe, getQueue, getQueue)[0] ?? null;
}
