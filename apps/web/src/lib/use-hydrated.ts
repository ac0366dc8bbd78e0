import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the build-time render and in the hydration pass that adopts its markup, true afterwards.
 * A lazy part that the prerendered page must not hold (a popup, say) renders only once this is true:
 * `renderToString` cannot wait for a lazy chunk, and hydrating over its missing markup fails (React #419).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
