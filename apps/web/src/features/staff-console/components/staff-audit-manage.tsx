import { STAFF_AUDIT_ACTIONS, type StaffAuditEntry } from '@reading/contract/ops/staff-audit';
import { useId, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { koreaDate } from '../../../lib/dates.ts';
import { formatDateTime } from '../../../lib/locale.ts';
import { ko } from '../../../messages/ko.ts';
import { staffAuditMessages as t } from '../../../messages/staff-audit.ts';
import { type StaffAuditFilter, useStaffAudit } from '../api/staff-audit.ts';
import './staff-audit.css';

const EMPTY: StaffAuditFilter = { action: '', fromDate: '', toDate: '' };

/** An instant as its Korea day and time of day, `2026-11-29 14:07`. */
const when = (actedAt: string) =>
  `${koreaDate(actedAt)} ${formatDateTime(actedAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })}`;

function Row({ entry }: { entry: StaffAuditEntry }) {
  return (
    <tr>
      <td>{when(entry.actedAt)}</td>
      <td>{t.actions[entry.action] ?? entry.action}</td>
      <td>
        <span lang="ko">{entry.actorName}</span>
        <span className="staff-audit__sub">{t.roles[entry.actorRole] ?? entry.actorRole}</span>
      </td>
      <td>
        {entry.targetType} {entry.targetKey}
      </td>
      <td lang="ko">{entry.schoolName ?? t.national}</td>
      <td>
        {entry.ip}
        <span className="staff-audit__sub staff-audit__agent" title={entry.userAgent}>
          {entry.userAgent}
        </span>
      </td>
    </tr>
  );
}

/**
 * StaffAuditManage (decision 284): the school manager reads the staff actions of their school, the
 * operator every school's; a table with an action and date filter and paging. The server decides the
 * scope and refuses everyone else.
 */
export function StaffAuditManage() {
  const id = useId();
  const [draft, setDraft] = useState<StaffAuditFilter>(EMPTY);
  const [filter, setFilter] = useState<StaffAuditFilter>(EMPTY);
  const [page, setPage] = useState(1);
  const list = useStaffAudit(filter, page);
  const data = list.data;
  return (
    <section className="container staff-audit" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="staff-audit__title">
        {t.title}
      </h1>
      {data ? <p className="staff-audit__lead">{data.scope === 'all' ? t.leadAll : t.leadSchool}</p> : null}
      <form
        className="staff-audit__filter"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draft);
          setPage(1);
        }}
      >
        <fieldset>
          <legend>{t.filterLegend}</legend>
          <label htmlFor={`${id}-action`}>{t.action}</label>
          <select
            id={`${id}-action`}
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value as StaffAuditFilter['action'] })}
          >
            <option value="">{t.allActions}</option>
            {STAFF_AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t.actions[a]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-from`}>{t.fromDate}</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.fromDate}
            onChange={(e) => setDraft({ ...draft, fromDate: e.target.value })}
          />
          <label htmlFor={`${id}-to`}>{t.toDate}</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.toDate}
            onChange={(e) => setDraft({ ...draft, toDate: e.target.value })}
          />
          <button type="submit" className="staff-audit__button staff-audit__button--primary">
            {t.search}
          </button>
          <button
            type="button"
            className="staff-audit__button"
            onClick={() => {
              setDraft(EMPTY);
              setFilter(EMPTY);
              setPage(1);
            }}
          >
            {t.reset}
          </button>
        </fieldset>
      </form>
      {list.isError ? (
        <StatusMessage variant="section" icon="error" title={t.loadFailed} description={list.error.message} />
      ) : !data ? (
        <p>{ko.common.loading}</p>
      ) : data.list.length === 0 ? (
        <p className="staff-audit__empty">{t.empty}</p>
      ) : (
        <>
          <p className="staff-audit__total">{t.total(data.totalCount)}</p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a narrow screen scrolls the table sideways, and a scrolling region takes the keyboard focus (axe scrollable-region-focusable). */}
          <section className="staff-audit__scroll" aria-label={t.tableCaption} tabIndex={0}>
            <table className="staff-audit__table" data-testid="staff-audit-table">
              <caption className="visually-hidden">{t.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.actedAt}</th>
                  <th scope="col">{t.action}</th>
                  <th scope="col">{t.actor}</th>
                  <th scope="col">{t.target}</th>
                  <th scope="col">{t.school}</th>
                  <th scope="col">{t.origin}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((entry) => (
                  <Row key={entry.auditKey} entry={entry} />
                ))}
              </tbody>
            </table>
          </section>
          <Pagination page={page} totalPage={data.totalPage} onPage={setPage} label={t.paging} />
        </>
      )}
    </section>
  );
}
