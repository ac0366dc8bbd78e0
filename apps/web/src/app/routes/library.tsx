import { LibraryDesk } from '../../features/library-desk/components/library-desk.tsx';
import { useMemberGuard } from '../../features/membership/components/use-member-guard.ts';
import { ClassLoanList } from '../../features/my-library/components/class-loan-list.tsx';
import { MyLibraryStatus } from '../../features/my-library/components/my-library-status.tsx';
import { WishBookRequest } from '../../features/wish-books/components/wish-book-request.tsx';

/** MyLibraryStatus: loans, reservations, history, ILL and wish books of the linked card. */
export function MyLibraryStatusRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <MyLibraryStatus session={session} /> : null;
}

/** WishBookRequest: search the catalogue and ask the library for a book. */
export function WishBookRequestRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <WishBookRequest session={session} /> : null;
}

/** MyLibraryClassList: class loan status for teachers and managers (the route guard stops students). */
export function MyLibraryClassListRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <ClassLoanList grade={session.memGrade} classNo={session.memClass} /> : null;
}

/** LibraryDesk: the circulation desk of the manager's school library (decision 046). */
export function LibraryDeskRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <LibraryDesk session={session} /> : null;
}
