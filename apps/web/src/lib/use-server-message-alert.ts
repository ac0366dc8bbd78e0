import { useEffect } from 'react';
import { isApiError } from './api-client.ts';
import { alertDialog } from './dialogs.ts';

/**
 * Shows a failed load's server message in an alert, once per failure (spec 001 §8 "Recommended-book load
 * error: server message in an alert"). A network failure has no server message and shows none: the page
 * says it where the list would be.
 */
export function useServerMessageAlert(error: unknown): void {
  const serverMessage = isApiError(error) ? error.message : null;
  useEffect(() => {
    if (serverMessage) void alertDialog(serverMessage);
  }, [serverMessage]);
}
