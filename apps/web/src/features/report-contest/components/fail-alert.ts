import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';

/** The server's Korean message of a failed call, in the alert dialog. */
export const failAlert = (error: unknown) => alertDialog(isApiError(error) ? error.message : String(error));
