import { SignupFlow } from '../../features/signup/components/signup-flow.tsx';

/** Signup (spec 001 §2.2): the multi-step join by role. */
export function SignupRoute() {
  return (
    <div className="container">
      <SignupFlow />
    </div>
  );
}
