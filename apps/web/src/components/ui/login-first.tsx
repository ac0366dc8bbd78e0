import { hrefFor } from '../../config/paths.ts';
import { useSite } from '../../lib/site.ts';
import { ko } from '../../messages/ko.ts';
import { ButtonLink } from './button.tsx';
import { StatusMessage } from './status-message.tsx';

/**
 * A members-only page's state for an anonymous visitor: the reason and a link to StudentLogin of this
 * site. An area may pass its own texts; the default is the common '로그인 후 이용할 수 있습니다.'.
 */
export function LoginFirst({
  title = ko.common.loginNeeded,
  login = ko.common.login,
}: {
  title?: string;
  login?: string;
}) {
  const { basePath } = useSite();
  return (
    <StatusMessage variant="section" icon="missing" title={title}>
      <ButtonLink to={hrefFor('StudentLogin', { basePath })}>{login}</ButtonLink>
    </StatusMessage>
  );
}
