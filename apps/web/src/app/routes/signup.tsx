import { SignupFlow } from '../../features/auth/components/signup/signup-flow.tsx';

/** Signup (spec 001 §2.2): the multi-step join by role. */
export function SignupRoute() {
  return (
    <div className="container">
      <SignupFlow />
    </div>
  );
}
