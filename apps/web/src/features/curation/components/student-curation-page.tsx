import type { MemberPick } from '@reading/contract/curation/curation';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { saveStudentPick, usePickList } from '../api/curation-api.ts';
import { CurationBooks, DataFirst, mainTitle } from './curation-books.tsx';
import { CurationPage } from './curation-page.tsx';
import { ListPages, ListState } from './list-states.tsx';
import { PickForm } from './pick-form.tsx';

const PAGE_SIZE = 10;
/** The picks' tabs: everyone's, teachers', students' (by memberTypeCode). */
const TABS = [
  ['', 'all'],
  ['02', 'teacher'],
  ['01', 'student'],
] as const;

/** One pick: who recommended it and why, over the book's card. */
export function PickList({
  picks,
  schoolName,
  onRemove,
  onEdit,
  editing,
}: {
  picks: readonly MemberPick[];
  schoolName: string | null;
  /** The manage page's remove action for each (own) pick. */
  onRemove?: (pick: MemberPick) => void;
  /** MyActivitesCuration: rewrite the reason of one's own pick, and the editor shown for it. */
  onEdit?: (pick: MemberPick) => void;
  editing?: (pick: MemberPick) => ReactNode;
}) {
  return (
    <ul className="curation-picks">
      {picks.map((p) => (
        <li key={p.recommendKey} className="curation-pick" data-testid="curation-pick">
          <p className="curation-pick__who">
            <span className={`curation-pick__badge curation-pick__badge--${p.memberTypeCode}`}>
              {p.memberTypeCode === '02' ? t.picks.teacher : t.picks.student}
            </span>{' '}
            <span lang="ko">{t.picks.by(p.writerName, p.schoolName)}</span> · {p.regDate}
            {onEdit ? (
              <Button
                variant="secondary"
                className="curation-small curation-pick__edit"
                onClick={() => onEdit(p)}
              >
                <DataFirst data={mainTitle(p.book.title)} />
                {t.activities.edit}
              </Button>
            ) : null}
            {onRemove ? (
              <Button
                variant="secondary"
                className="curation-small curation-pick__remove"
                onClick={() => onRemove(p)}
              >
                <DataFirst data={mainTitle(p.book.title)} />
                {t.manage.remove}
              </Button>
            ) : null}
          </p>
          {editing?.(p)}
          <CurationBooks books={[{ ...p.book, reason: p.reason }]} schoolName={schoolName} />
        </li>
      ))}
    </ul>
  );
}

/** StudentCuration: teachers' and students' picks with their one-line reasons. */
export function StudentCurationPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [params, setParams] = useSearchParams();
  const type = (params.get('memberTypeCode') ?? '') as '' | '01' | '02';
  const pageIndex = Number(params.get('pageIndex') ?? 1);
  const list = usePickList(
    { memberTypeCode: type || undefined, pageIndex, pageSize: PAGE_SIZE },
    session?.token ?? null,
  );
  const set = (next: Record<string, string>) =>
    setParams(new URLSearchParams(Object.entries(next).filter(([, v]) => v)));
  const teacher = session?.memberTypeCode === '02';
  const student = session?.memberTypeCode === '01';
  return (
    <CurationPage route="StudentCuration" title={t.picks.heading} note={t.picks.schoolOnly}>
      {student ? (
        <details className="curation-write">
          <summary className="button button--secondary">{t.picks.write}</summary>
          <p className="curation__note">{t.picks.writeNote}</p>
          <PickForm save={saveStudentPick} />
        </details>
      ) : null}
      <div className="curation__toolbar">
        <fieldset className="curation__segments">
          <legend className="visually-hidden">{t.picks.heading}</legend>
          {TABS.map(([code, tab]) => (
            <button
              key={code}
              type="button"
              aria-pressed={type === code}
              onClick={() => set({ memberTypeCode: code })}
            >
              {t.picks.tabs[tab]}
            </button>
          ))}
        </fieldset>
        {teacher ? (
          <ButtonLink variant="secondary" to={hrefFor('RecommendedBookManage', { basePath })}>
            {t.picks.manage}
          </ButtonLink>
        ) : null}
      </div>
      <ListState error={list.error} loading={list.isPending} />
      {list.data ? (
        <>
          {list.data.list.length === 0 ? <p className="curation__empty">{t.empty}</p> : null}
          <PickList picks={list.data.list} schoolName={session?.schName ?? null} />
          <ListPages
            page={pageIndex}
            totalCount={list.data.totalCount}
            pageSize={PAGE_SIZE}
            onPage={(p) => set({ memberTypeCode: type, pageIndex: String(p) })}
          />
        </>
      ) : null}
    </CurationPage>
  );
}
