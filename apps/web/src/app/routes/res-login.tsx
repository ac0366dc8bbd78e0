import { ResLogin } from '../../features/login/components/res-login.tsx';

/** ResLogin (spec 000 §2): the SSO's return path. */
export function ResLoginRoute() {
  return <ResLogin />;
}
