import { libraryMessages } from '../../../messages/library.ts';
import { reserveTitle } from '../api/reserve-title.ts';
import { LibraryRequestButton } from './library-request-button.tsx';

/**
 * The reserve action of a book's detail, shown when the detail says the member may reserve (the school
 * holds the title and no copy is free).
 */
export function ReserveButton({ bookKey, title }: { bookKey: number; title: string }) {
  return (
    <LibraryRequestButton
      label={libraryMessages.reserve.button}
      confirm={libraryMessages.reserve.confirm(title)}
      request={() => reserveTitle(bookKey)}
    />
  );
}
