import type { MemberPick, SavedAnswers } from '@reading/contract/curation/curation';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { plainMessage } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { MyPageFrame } from '../../my-page/public.ts';
import {
  curationKey,
  deleteMyPick,
  deleteSavedAnswers,
  updateMyPick,
  useMyActivityPicks,
  useSavedAnswers,
} from '../api/curation-api.ts';
import { kdcName } from './code-names.ts';
import { mainTitle } from './curation-books.tsx';
import { resultSearch } from './customized-pages.tsx';
import { ListPages, ListState } from './list-states.tsx';
import { PickList } from './student-curation-page.tsx';
import './curation.css';
import './curation-forms.css';

const a = t.activities;

/** Rewrites one pick's reason in place (the reason is the only thing a pick says of its own). */
function ReasonEditor({ pick, onDone }: { pick: MemberPick; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState(pick.reason);
  const id = useId();
  async function save() {
    try {
      await alertDialog((await updateMyPick({ recommendKey: pick.recommendKey, reason })).message);
      await queryClient.invalidateQueries({ queryKey: curationKey });
      onDone();
    } catch (e) {
      await alertDialog(isApiError(e) ? plainMessage(e.message) : t.loadFailed);
    }
  }
  return (
    <div className="curation-edit">
      <label htmlFor={id}>{markData(a.editLabel, mainTitle(pick.book.title))}</label>
      <input
        id={id}
        value={reason}
        maxLength={100}
        // biome-ignore lint/a11y/noAutofocus: the field the member just asked to edit
        autoFocus
        onChange={(e) => setReason(e.target.value)}
      />
      <Button className="curation-small" onClick={() => void save()}>
        {a.saveEdit}
      </Button>
      <Button variant="secondary" className="curation-small" onClick={onDone}>
        {a.cancel}
      </Button>
    </div>
  );
}

function SavedSurveys({ member }: { member: string }) {
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const saved = useSavedAnswers(member);
  async function remove(s: SavedAnswers) {
    if (!(await confirmDialog(a.confirmRemoveSurvey))) return;
    try {
      await alertDialog((await deleteSavedAnswers(s.answerKey)).message);
    } catch (e) {
      await alertDialog(isApiError(e) ? e.message : t.loadFailed);
    }
    await queryClient.invalidateQueries({ queryKey: curationKey });
  }
  return (
    <>
      <h2 className="curation__subtitle">{a.surveys}</h2>
      <ListState error={saved.error} loading={saved.isPending} />
      {saved.data?.list.length === 0 ? <p className="curation__empty">{a.noSurveys}</p> : null}
      <ul className="curation-surveys">
        {saved.data?.list.map((s) => {
          const label = a.survey(
            s.grade,
            s.interests.map(kdcName).join(', '),
            t.customized.levels[s.readingLevel],
          );
          return (
            <li key={s.answerKey} className="curation-survey" data-testid="saved-survey">
              <p className="curation-survey__what">{label}</p>
              <p className="curation__note">
                {a.saved(s.regDate)}
                {s.favouriteBookKeys.length ? ` · ${a.favourites(s.favouriteBookKeys.length)}` : ''}
              </p>
              <div className="curation-survey__actions">
                <ButtonLink
                  variant="secondary"
                  className="curation-small"
                  to={hrefFor('ParticipationCustomizedCurationResult', { basePath, search: resultSearch(s) })}
                  aria-label={`${label} ${a.open}`}
                >
                  {a.open}
                </ButtonLink>
                <Button
                  variant="secondary"
                  className="curation-small"
                  aria-label={`${label} ${t.manage.remove}`}
                  onClick={() => void remove(s)}
                >
                  {t.manage.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/**
 * MyActivitesCuration (decision 111): my picks, whose reasons I rewrite or which I remove, and the
 * customised-picks questionnaires I kept, each opening its result again.
 */
export function MyActivitesCurationPage() {
  const session = useSession();
  const { basePath } = useSite();
  const queryClient = useQueryClient();
  const member = session?.token ?? null;
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const picks = useMyActivityPicks(page, member);
  const writeHref = hrefFor(session?.memberTypeCode === '02' ? 'RecommendedBookManage' : 'StudentCuration', {
    basePath,
  });

  async function remove(pick: MemberPick) {
    if (!(await confirmDialog(t.manage.confirmRemove))) return;
    try {
      await alertDialog((await deleteMyPick(pick.recommendKey)).message);
    } catch (e) {
      await alertDialog(isApiError(e) ? e.message : t.loadFailed);
    }
    await queryClient.invalidateQueries({ queryKey: curationKey });
  }

  return (
    <MyPageFrame current="MyActivitesCuration" titleId="my-activities-title" title={a.heading}>
      <div className="curation curation--embedded">
        <p className="curation__note">{a.note}</p>
        <div className="curation__toolbar">
          <h2 className="curation__subtitle">{a.picks}</h2>
          <ButtonLink variant="secondary" className="curation-small" to={writeHref}>
            {a.writeMore}
          </ButtonLink>
        </div>
        <ListState error={picks.error} loading={picks.isPending} />
        {picks.data ? (
          <>
            {picks.data.list.length === 0 ? <p className="curation__empty">{a.noPicks}</p> : null}
            <PickList
              picks={picks.data.list}
              schoolName={session?.schName ?? null}
              onRemove={(p) => void remove(p)}
              onEdit={(p) => setEditing(p.recommendKey)}
              editing={(p) =>
                editing === p.recommendKey ? <ReasonEditor pick={p} onDone={() => setEditing(null)} /> : null
              }
            />
            <ListPages page={page} totalCount={picks.data.totalCount} pageSize={10} onPage={setPage} />
          </>
        ) : null}
        {member ? <SavedSurveys member={member} /> : null}
      </div>
    </MyPageFrame>
  );
}
