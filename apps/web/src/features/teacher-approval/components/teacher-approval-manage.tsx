import {
  type TeacherApprovalItem,
  VERIFY_STATUS_LABELS,
  VERIFY_STATUSES,
  type VerifyStatus,
} from '@reading/contract/auth/teacher-verification';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { ko } from '../../../messages/ko.ts';
import { teacherApprovalMessages as t } from '../../../messages/teacher-approval.ts';
import {
  approveTeacher,
  refuseTeacher,
  teacherApprovalKey,
  useTeacherApprovalList,
} from '../api/teacher-approval.ts';
import './teacher-approval.css';
import { koreaDate } from '../../../lib/dates.ts';

/** Runs an approval or refusal, shows the server's message, and reloads the lists under `queryKey`. */
export function useDecision(queryKey: readonly string[] = teacherApprovalKey) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      await alertDialog((await action()).message);
    } catch (error) {
      await alertDialog(isApiError(error) ? error.message : ko.api.requestFailed);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey });
    }
  }
  return { busy, run };
}

/** A reason (2–200 characters) and the refuse button, for a member named `item.name` (teachers, pupils). */
export function RefuseForm({
  item,
  busy,
  onRefuse,
}: {
  item: { name: string };
  busy: boolean;
  onRefuse: (reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="teacher-approval__refuse"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim().length < 2) return setError(t.reasonRequired);
        setError(null);
        onRefuse(reason.trim());
      }}
    >
      <label htmlFor={id}>{markData(t.refuseReasonFor, item.name)}</label>
      <input
        id={id}
        value={reason}
        maxLength={200}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      <button
        type="submit"
        className="teacher-approval__button teacher-approval__button--danger"
        disabled={busy}
      >
        {t.refuse}
      </button>
      {error ? (
        <p id={`${id}-error`} className="teacher-approval__error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

function TeacherRow({ item }: { item: TeacherApprovalItem }) {
  const { busy, run } = useDecision();
  const approveId = useId();
  return (
    <li className="teacher-approval__item" data-testid="teacher-approval-item">
      <div>
        <p className="teacher-approval__name">
          <span lang="ko">{item.name}</span> <span className="teacher-approval__id">{item.loginId}</span>{' '}
          <span className={`teacher-approval__badge teacher-approval__badge--${item.verifyStatus}`}>
            {VERIFY_STATUS_LABELS[item.verifyStatus]}
          </span>
        </p>
        <p className="teacher-approval__facts">
          {t.joined(koreaDate(item.createdAt))}
          {item.verifiedAt ? ` · ${t.decided(koreaDate(item.verifiedAt))}` : ''}
        </p>
        {item.verifyReason ? (
          <p className="teacher-approval__facts">{markData(t.reason, item.verifyReason)}</p>
        ) : null}
      </div>
      {item.verifyStatus === 'pending' ? (
        <div className="teacher-approval__actions">
          <HiddenLabel id={approveId}>{markData(t.approveLabel, item.name)}</HiddenLabel>
          <button
            type="button"
            className="teacher-approval__button teacher-approval__button--primary"
            disabled={busy}
            aria-labelledby={approveId}
            onClick={() => void run(() => approveTeacher(item.memberKey))}
          >
            {t.approve}
          </button>
          <RefuseForm
            item={item}
            busy={busy}
            onRefuse={(reason) => void run(() => refuseTeacher(item.memberKey, reason))}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * TeacherApprovalManage: the school manager approves or refuses the teachers who signed up for the
 * school (decision 050). The server decides which school and checks the role on every call.
 */
export function TeacherApprovalManage() {
  const [status, setStatus] = useState<VerifyStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useTeacherApprovalList(status, page);
  return (
    <section className="container teacher-approval" aria-labelledby="teacher-approval-title">
      <h1 id="teacher-approval-title" className="teacher-approval__title">
        {t.title}
      </h1>
      {list.data ? (
        <p className="teacher-approval__school" lang="ko">
          {list.data.schName}
        </p>
      ) : null}
      <p className="teacher-approval__lead">{t.lead}</p>
      <fieldset className="teacher-approval__filter">
        <legend>{t.statusLabel}</legend>
        {VERIFY_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {VERIFY_STATUS_LABELS[s]}
          </button>
        ))}
      </fieldset>
      {list.isError ? (
        <StatusMessage variant="section" icon="error" title={t.loadFailed} description={list.error.message} />
      ) : !list.data ? (
        <p>{ko.common.loading}</p>
      ) : list.data.list.length === 0 ? (
        <p className="teacher-approval__empty">{t.empty}</p>
      ) : (
        <>
          <ul className="teacher-approval__list">
            {list.data.list.map((item) => (
              <TeacherRow key={item.memberKey} item={item} />
            ))}
          </ul>
          <Pagination page={page} totalPage={list.data.totalPage} onPage={setPage} label={t.paging} />
        </>
      )}
    </section>
  );
}
