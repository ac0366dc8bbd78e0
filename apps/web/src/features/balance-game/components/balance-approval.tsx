import { balanceApproveRequestSchema } from '@reading/contract/debate/balance';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { isSchoolStaff as isTeacher } from '../../../components/board/school-staff.ts';
import { showFailure } from '../../../components/comments/comment-forms.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { LoginFirst } from '../../../components/ui/login-first.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { balanceMessages as t } from '../../../messages/debate.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { approveBalance, balanceKeys, useBalanceList } from '../api/balance.ts';
import { BalanceChips } from './balance-list.tsx';
import './balance.css';

const returnForm = z.object({
  returnReason: balanceApproveRequestSchema.shape.returnReason
    .unwrap()
    .min(1, { error: t.returnReasonPrompt }),
});

/** Approve, or return with a reason (BalanceApproval): a teacher of the game's school. */
export function ApprovalActions({ balanceKey }: { balanceKey: number }) {
  const queryClient = useQueryClient();
  const [returning, setReturning] = useState(false);
  const form = useSchemaForm(returnForm, { defaultValues: { returnReason: '' } });
  async function decide(approveYn: 'Y' | 'N', returnReason?: string) {
    try {
      const res = await approveBalance(balanceKey, approveYn, returnReason);
      await queryClient.invalidateQueries({ queryKey: balanceKeys.all });
      await alertDialog(res.message);
    } catch (error) {
      await showFailure(error);
    }
  }
  const submit = form.handleSubmit(({ returnReason }) => decide('N', returnReason));
  return (
    <div className="balance-approve">
      <div className="balance-actions">
        <Button onClick={() => void decide('Y')}>{t.approve}</Button>
        <Button variant="secondary" aria-expanded={returning} onClick={() => setReturning((v) => !v)}>
          {t.return}
        </Button>
      </div>
      {returning ? (
        <form className="comment-form" noValidate onSubmit={(e) => void submit(e)}>
          <Field label={t.returnReason} required error={fieldError(form.formState.errors.returnReason)}>
            {(c) => <input {...c} maxLength={200} {...form.register('returnReason')} />}
          </Field>
          <div className="balance-actions">
            <Button type="submit">{t.return}</Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

/** BalanceApproval: the school's proposals awaiting a teacher. */
export function BalanceApprovalPage() {
  const session = useSession();
  const { basePath } = useSite();
  const teacher = isTeacher(session?.memberTypeCode);
  const list = useBalanceList('01', Boolean(session) && teacher);
  return (
    <CommunityPage
      title={ROUTE_TITLES.BalanceApproval}
      lead={t.approvalLead}
      actions={
        <ButtonLink variant="secondary" to={hrefFor('contestBalanceGame', { basePath })}>
          {t.backToList}
        </ButtonLink>
      }
    >
      {!session ? (
        <LoginFirst />
      ) : !teacher ? (
        <StatusMessage variant="section" icon="missing" title={t.teacherOnly} />
      ) : list.isPending ? (
        <BoardLoading />
      ) : list.error ? (
        <BoardError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.list.length === 0 ? (
        <p className="board-state">{t.approvalEmpty}</p>
      ) : (
        <ul className="balance-cards balance-cards--single">
          {list.data.list.map((g) => (
            <li key={g.balanceKey} className="balance-card">
              <h2 className="balance-card__title">
                <Link
                  to={hrefFor('BalanceDetail', { basePath, search: { balanceKey: String(g.balanceKey) } })}
                  lang="ko"
                >
                  {g.title}
                </Link>
              </h2>
              <p className="balance-card__book">
                <span lang="ko">{g.bookTitle}</span> · {markData(t.by, g.writerName)}
              </p>
              <BalanceChips game={g} />
              <ApprovalActions balanceKey={g.balanceKey} />
            </li>
          ))}
        </ul>
      )}
    </CommunityPage>
  );
}
