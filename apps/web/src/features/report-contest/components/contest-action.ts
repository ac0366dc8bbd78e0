import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { reportContestKey } from '../api/report-contest.ts';

/** The server's Korean message of a failed call, in the alert dialog. */
export const failAlert = (error: unknown) => alertDialog(isApiError(error) ? error.message : String(error));

/**
 * Runs one call of the contest pages: on success the contests' queries reload and its message is shown;
 * on failure the server's message. Answers the call's result, or null when it failed.
 */
export async function contestAction<R extends { message: string }>(
  queryClient: QueryClient,
  call: () => Promise<R>,
): Promise<R | null> {
  try {
    const res = await call();
    await queryClient.invalidateQueries({ queryKey: reportContestKey });
    await alertDialog(res.message);
    return res;
  } catch (error) {
    await failAlert(error);
    return null;
  }
}
