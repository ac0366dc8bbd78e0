import { hrefFor } from '../../config/paths.ts';
import { roleOf } from '../../lib/member.ts';
import { useSite } from '../../lib/site.ts';
import { ButtonLink } from '../ui/button.tsx';
import { StatusMessage } from '../ui/status-message.tsx';

/** Teachers and school managers: the staff of a school (the server decides the rights; this only shapes the page). */
export const isSchoolStaff = (memberTypeCode: string | undefined) => {
  const role = roleOf(memberTypeCode);
  return role === 'teacher' || role === 'manager';
};

/** A members-only page's answer to a visitor: log in first, with the login link of this site. */
export function LoginFirst() {
  const { basePath } = useSite();
  return (
    <StatusMessage variant="section" icon="missing" title="로그인 후 이용할 수 있습니다.">
      <ButtonLink to={hrefFor('StudentLogin', { basePath })}>로그인</ButtonLink>
    </StatusMessage>
  );
}
