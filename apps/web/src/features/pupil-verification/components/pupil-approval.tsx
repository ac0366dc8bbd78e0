import type { ClassCode, PupilRequestItem } from '@reading/contract/auth/pupil-verification';
import { useId, useState } from 'react';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { koreaDate } from '../../../lib/dates.ts';
import { ko } from '../../../messages/ko.ts';
import { pupilVerificationMessages as t } from '../../../messages/pupil-verification.ts';
import { teacherApprovalMessages as decisionText } from '../../../messages/teacher-approval.ts';
import { RefuseForm, useDecision } from '../../teacher-approval/public.ts';
import {
  approvePupilRequest,
  issueClassCode,
  pupilApprovalKey,
  refusePupilRequest,
  revokeClassCode,
  useClassCodes,
  usePupilApprovalList,
} from '../api/pupil-verification.ts';
import './pupil-approval.css';

function RequestRow({ item }: { item: PupilRequestItem }) {
  const { busy, run } = useDecision(pupilApprovalKey);
  const approveId = useId();
  const place = t.claimed(item.grade, item.classNo);
  return (
    <li className="teacher-approval__item" data-testid="pupil-approval-item">
      <div>
        <p className="teacher-approval__name">
          <span lang="ko">{item.name}</span> <span className="teacher-approval__id">{item.loginId}</span>{' '}
          <span className="teacher-approval__badge teacher-approval__badge--pending">
            {t.requestTypes[item.itemType]}
          </span>
        </p>
        <p className="teacher-approval__facts">
          {item.itemType === 'classChange'
            ? t.change(t.claimed(item.fromGrade, item.fromClassNo), place)
            : place}
          {' · '}
          {t.requested(koreaDate(item.createdAt))}
        </p>
      </div>
      <div className="teacher-approval__actions">
        <HiddenLabel id={approveId}>{markData(decisionText.approveLabel, item.name)}</HiddenLabel>
        <button
          type="button"
          className="teacher-approval__button teacher-approval__button--primary"
          disabled={busy}
          aria-labelledby={approveId}
          onClick={() => void run(() => approvePupilRequest(item.itemType, item.key))}
        >
          {decisionText.approve}
        </button>
        <RefuseForm
          item={item}
          busy={busy}
          onRefuse={(reason) => void run(() => refusePupilRequest(item.itemType, item.key, reason))}
        />
      </div>
    </li>
  );
}

function CodeRow({ code }: { code: ClassCode }) {
  const { busy, run } = useDecision(pupilApprovalKey);
  const cls = t.claimed(code.grade, code.classNo);
  const ref = { grade: code.grade, classNo: code.classNo };
  return (
    <li className="teacher-approval__item" data-testid="class-code-item">
      <div>
        <p className="teacher-approval__name">{cls}</p>
        <p className="teacher-approval__facts">
          {code.code ? (
            <>
              <strong className="pupil-code" data-testid="class-code">
                {code.code}
              </strong>{' '}
              {t.until((code.expiresAt ?? '').slice(0, 10))}
            </>
          ) : (
            t.noCode
          )}
        </p>
      </div>
      <div className="teacher-approval__actions">
        <button
          type="button"
          className="teacher-approval__button teacher-approval__button--primary"
          disabled={busy}
          aria-label={t.issueLabel(cls)}
          onClick={() => void run(() => issueClassCode(ref))}
        >
          {t.issue}
        </button>
        {code.code ? (
          <button
            type="button"
            className="teacher-approval__button teacher-approval__button--danger"
            disabled={busy}
            aria-label={t.revokeLabel(cls)}
            onClick={() => void run(() => revokeClassCode(ref))}
          >
            {t.revoke}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The class teacher's (or school manager's) pending list of pupils and grade/class changes, and the
 * class codes of their classes (decisions 220, 221). The server decides whose requests are listed.
 */
export function PupilApproval() {
  const [page, setPage] = useState(1);
  const list = usePupilApprovalList(page);
  const codes = useClassCodes();
  return (
    <>
      <section className="teacher-approval pupil-approval" aria-labelledby="pupil-approval-title">
        <h2 id="pupil-approval-title" className="class-manage__title">
          {t.listTitle}
        </h2>
        <p className="teacher-approval__lead">{t.listLead}</p>
        {list.isError ? (
          <StatusMessage
            variant="section"
            icon="error"
            title={t.loadFailed}
            description={list.error.message}
          />
        ) : !list.data ? (
          <p>{ko.common.loading}</p>
        ) : list.data.list.length === 0 ? (
          <p className="teacher-approval__empty">{t.empty}</p>
        ) : (
          <>
            <ul className="teacher-approval__list">
              {list.data.list.map((item) => (
                <RequestRow key={`${item.itemType}-${item.key}`} item={item} />
              ))}
            </ul>
            <Pagination page={page} totalPage={list.data.totalPage} onPage={setPage} label={t.paging} />
          </>
        )}
      </section>
      <section className="teacher-approval pupil-approval" aria-labelledby="class-codes-title">
        <h2 id="class-codes-title" className="class-manage__title">
          {t.codesTitle}
        </h2>
        <p className="teacher-approval__lead">{t.codesLead}</p>
        {codes.data && codes.data.length === 0 ? (
          <p className="teacher-approval__empty">{t.noClasses}</p>
        ) : (
          <ul className="teacher-approval__list">
            {codes.data?.map((c) => (
              <CodeRow key={`${c.grade}-${c.classNo}`} code={c} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
