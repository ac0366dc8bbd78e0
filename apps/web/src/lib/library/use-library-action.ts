import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ko } from '../../messages/ko.ts';
import { isApiError } from '../api-client.ts';
import { alertDialog } from '../dialogs.ts';

/**
 * Runs a member or desk action: the server's message (success, or the refusal reason verbatim) in the
 * global alert, then the lists under `refreshKey` reload. `busy` blocks a double submit meanwhile.
 */
export function useLibraryAction(refreshKey: readonly unknown[], after?: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ message: string }>, fallback: string): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    let ok = false;
    try {
      const res = await action();
      ok = true;
      await alertDialog(res.message || fallback);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : ko.api.requestFailed);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: refreshKey });
      await after?.();
    }
    return ok;
  }

  return { busy, run };
}
