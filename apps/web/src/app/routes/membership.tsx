import { MembershipCancel } from '../../features/auth/components/membership/membership-cancel.tsx';
import { MembershipCard } from '../../features/auth/components/membership/membership-card.tsx';
import { MembershipCheck } from '../../features/auth/components/membership/membership-check.tsx';
import { MembershipUpdate } from '../../features/auth/components/membership/membership-update.tsx';

const page = (Component: () => React.ReactNode) =>
  function MembershipPage() {
    return (
      <div className="container">
        <Component />
      </div>
    );
  };

export const MembershipRoute = page(MembershipCard);
export const MembershipUpdateRoute = page(MembershipUpdate);
export const MembershipCheckRoute = page(MembershipCheck);
export const MembershipCancelRoute = page(MembershipCancel);
