import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';

/**
 * A library request from a book's detail (reserve at the own school, inter-library loan from a school of
 * the group): DLS authentication first (spec 000 §5), a confirm, then the server's answer or its refusal
 * verbatim in the alert, and the detail reloads.
 */
export function LibraryRequestButton({
  label,
  labelledBy,
  confirm,
  request,
  variant = 'primary',
  className,
}: {
  label: string;
  /** The element naming the button when its name holds data (a library's name): see HiddenLabel. */
  labelledBy?: string;
  confirm: string;
  request: () => Promise<{ message: string }>;
  variant?: 'primary' | 'secondary';
  className?: string;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    if (!session?.dlsToken) {
      await alertDialog(ko.auth.dlsRequired);
      navigate(hrefFor('MembershipUpdate', { basePath }));
      return;
    }
    if (!(await confirmDialog(confirm))) return;
    setBusy(true);
    try {
      const res = await request();
      await alertDialog(res.message || label);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : ko.api.requestFailed);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: ['search', 'detail'] });
    }
  }

  return (
    <Button
      variant={variant}
      className={className}
      disabled={busy}
      aria-labelledby={labelledBy}
      onClick={() => void onClick()}
    >
      {label}
    </Button>
  );
}
