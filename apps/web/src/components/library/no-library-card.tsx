import { hrefFor } from '../../config/paths.ts';
import { useSite } from '../../lib/site.ts';
import { libraryMessages } from '../../messages/library.ts';
import { ButtonLink } from '../ui/button.tsx';
import { StatusMessage } from '../ui/status-message.tsx';

const t = libraryMessages.status;

/** Without a linked card there is nothing to list: the way to MembershipUpdate (DLS authentication). */
export function NoLibraryCard() {
  const { basePath } = useSite();
  return (
    <StatusMessage variant="section" icon="missing" title={t.noCardTitle} description={t.noCardBody}>
      <ButtonLink to={hrefFor('MembershipUpdate', { basePath })}>{t.toUpdate}</ButtonLink>
    </StatusMessage>
  );
}
