import { MembershipCancel } from '../../features/membership/components/membership-cancel.tsx';
import { MembershipCard } from '../../features/membership/components/membership-card.tsx';
import { MembershipCheck } from '../../features/membership/components/membership-check.tsx';
import { MembershipUpdate } from '../../features/membership/components/membership-update.tsx';

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
