import { useSyncExternalStore } from 'react';

/** Whether the all-menu drawer is open: shared by the header's toggle and the quick menu's button. */
let open = false;
const listeners = new Set<() => void>();

export function setMenuDrawerOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export function toggleMenuDrawer(): void {
  setMenuDrawerOpen(!open);
}

export function useMenuDrawerOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => open,
    () => false,
  );
}
