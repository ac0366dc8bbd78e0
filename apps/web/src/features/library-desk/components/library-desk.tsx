import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import type { Session } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { ko } from '../../../messages/ko.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { useLibraryOfSchool } from '../api/library-of-school.ts';
import { DeskCirculation } from './desk-circulation.tsx';
import { DeskQueues } from './desk-queues.tsx';
import '../../../components/library/library.css';
import './desk.css';

const t = libraryMessages.desk;

/**
 * LibraryDesk: the school librarian's circulation desk (docs/decisions/046). The manager's school
 * names the library; the server checks role and school on every call.
 */
export function LibraryDesk({ session }: { session: Session }) {
  const library = useLibraryOfSchool(session.neisCode);
  const { basePath } = useSite();
  return (
    <section className="container library-page" aria-labelledby="desk-title">
      <div className="library-page__head">
        <h1 id="desk-title" className="library-page__title">
          {t.title}
        </h1>
        {library.data ? (
          <p className="library-summary" lang="ko">
            {library.data.libName}
          </p>
        ) : null}
      </div>
      {library.isError || (!session.neisCode && !library.data) ? (
        <StatusMessage
          variant="section"
          icon="missing"
          title={t.noLibrary}
          description={library.error?.message}
        />
      ) : !library.data ? (
        <p>{ko.common.loading}</p>
      ) : (
        <>
          <p className="library-page__lead">{t.lead}</p>
          <p>
            <Link to={hrefFor('CatalogueImport', { basePath })}>{t.catalogueImport}</Link>
          </p>
          <DeskCirculation libCode={library.data.libCode} />
          <DeskQueues libCode={library.data.libCode} />
        </>
      )}
    </section>
  );
}
