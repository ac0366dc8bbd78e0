import { hrefFor } from '../../config/paths.ts';
import { useSite } from '../../lib/site.ts';
import { ButtonLink } from './button.tsx';
import { StatusMessage } from './status-message.tsx';

/**
 * A members-only page's state for an anonymous visitor: the reason and a link to StudentLogin. Pages pass
 * their own texts (`messages/<area>.ts`), so the component carries no copy.
 */
export function LoginFirst({ title, login }: { title: string; login: string }) {
  const { basePath } = useSite();
  return (
    <StatusMessage variant="section" icon="missing" title={title}>
      <ButtonLink to={hrefFor('StudentLogin', { basePath })}>{login}</ButtonLink>
    </StatusMessage>
  );
}
