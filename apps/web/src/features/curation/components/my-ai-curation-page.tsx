import { useSession } from '../../../lib/session-store.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { useMyCuration } from '../api/curation-api.ts';
import { CurationBooks } from './curation-books.tsx';
import { ListState } from './list-states.tsx';
import './curation.css';

/** MyAiCuration: books for me from my loans ("because you read X"); popular for my grade at first. */
export function MyAiCurationPage() {
  const session = useSession();
  const mine = useMyCuration(session?.token ?? null);
  const note = mine.data
    ? mine.data.coldStart
      ? t.mine.coldStart
      : t.mine.basedOn(mine.data.basedOn)
    : null;
  return (
    <section className="container curation" aria-labelledby="curation-title">
      <h1 id="curation-title" className="curation__title">
        {t.mine.heading}
      </h1>
      {note ? <p className="curation__note">{note}</p> : null}
      <ListState error={mine.error} loading={mine.isPending} />
      {mine.data ? <CurationBooks books={mine.data.list} schoolName={mine.data.schoolName} /> : null}
    </section>
  );
}
