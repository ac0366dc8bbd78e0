import {
  IMPORT_FIELDS,
  IMPORT_OUTCOMES,
  type ImportField,
  type ImportJob,
  type ImportMapping,
  type ImportOutcome,
} from '@reading/contract/search/catalogue-import';
import { type ReactNode, useId, useState } from 'react';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { catalogueImportMessages as t } from '../../../messages/catalogue-import.ts';
import { ko } from '../../../messages/ko.ts';
import {
  downloadHoldings,
  startCatalogueImport,
  uploadCatalogueFile,
  useImportJob,
  useImportLines,
} from '../api/catalogue-import.ts';
import './catalogue-import.css';

const messageOf = (error: unknown) => (isApiError(error) ? error.message : t.failed);

/** The server's refusal, read out when it appears. */
function ErrorLine({ error, id }: { error: string | null; id?: string }) {
  return error ? (
    <p id={id} role="alert" className="catalogue-import__error">
      {error}
    </p>
  ) : null;
}

/** A wide table that scrolls sideways on a phone, reachable by keyboard (a named region). */
function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className="catalogue-import__scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

/** The file, read whole by the server: a preview job or the server's Korean refusal. */
function UploadForm({ onRead }: { onRead: (job: ImportJob) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      className="catalogue-import__upload"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return;
        setBusy(true);
        setError(null);
        uploadCatalogueFile(file)
          .then((r) => onRead(r.data))
          .catch((err: unknown) => setError(messageOf(err)))
          .finally(() => setBusy(false));
      }}
    >
      <label htmlFor={id}>{t.fileLabel}</label>
      <input
        id={id}
        type="file"
        accept=".mrc,.marc,.dat,.csv,.txt,.xlsx"
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <button type="submit" className="catalogue-import__button" disabled={!file || busy}>
        {busy ? t.reading : t.upload}
      </button>
      <ErrorLine error={error} id={`${id}-error`} />
    </form>
  );
}

/** The first rows as read and, for a spreadsheet, which column is which field. */
function Preview({ job, onStarted }: { job: ImportJob; onStarted: (job: ImportJob) => void }) {
  const [mapping, setMapping] = useState<ImportMapping>(job.mapping);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sheet = job.format !== 'marc';
  return (
    <section className="catalogue-import__section" aria-labelledby="catalogue-import-preview">
      <h2 id="catalogue-import-preview">{t.previewTitle}</h2>
      <ScrollRegion label={t.previewTitle}>
        <table className="catalogue-import__table">
          <caption>{t.previewCaption(job.fileName, job.total, job.encoding)}</caption>
          <thead>
            <tr>
              {job.columns.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the file's columns keep their order
                <th key={`${c}-${i}`} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {job.preview.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the preview's rows are the file's, in order
              <tr key={r}>
                {job.columns.map((_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the file's columns keep their order
                  <td key={i}>{row[i] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {sheet ? (
        <fieldset className="catalogue-import__mapping">
          <legend>{t.mappingTitle}</legend>
          <p>{t.mappingLead}</p>
          {IMPORT_FIELDS.map((field: ImportField) => (
            <label key={field}>
              <span>
                {t.fields[field]}
                {field === 'title' || field === 'regNo' ? ' *' : ''}
              </span>
              <select
                value={mapping[field] ?? ''}
                onChange={(e) =>
                  setMapping({ ...mapping, [field]: e.target.value === '' ? null : Number(e.target.value) })
                }
              >
                <option value="">{t.notInFile}</option>
                {job.columns.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the file's columns keep their order
                  <option key={`${c}-${i}`} value={i}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      ) : null}
      <button
        type="button"
        className="catalogue-import__button catalogue-import__button--primary"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          startCatalogueImport(job.jobKey, mapping)
            .then((r) => onStarted(r.data))
            .catch((err: unknown) => setError(messageOf(err)))
            .finally(() => setBusy(false));
        }}
      >
        {t.start}
      </button>
      <ErrorLine error={error} />
    </section>
  );
}

/** The progress bar while the job runs, then the counts and the line-by-line report. */
function Progress({ jobKey }: { jobKey: number }) {
  const job = useImportJob(jobKey);
  const [outcome, setOutcome] = useState<ImportOutcome | ''>('');
  const [page, setPage] = useState(1);
  const done = job.data?.status === 'done';
  const lines = useImportLines(jobKey, outcome, page, done);
  if (job.isError)
    return <StatusMessage variant="section" icon="error" title={t.failed} description={job.error.message} />;
  if (!job.data) return <p>{ko.common.loading}</p>;
  const { total, counts } = job.data;
  return (
    <section className="catalogue-import__section" aria-labelledby="catalogue-import-progress">
      <h2 id="catalogue-import-progress">{t.progressLabel}</h2>
      <progress
        className="catalogue-import__bar"
        aria-labelledby="catalogue-import-progress"
        value={job.data.done}
        max={Math.max(total, 1)}
      />
      <p aria-live="polite">
        {done ? t.finished : t.progress(job.data.done, total)}{' '}
        {done ? t.counts(counts.added, counts.merged, counts.unchanged, counts.refused) : null}
      </p>
      {done ? (
        <>
          <h3>{t.reportTitle}</h3>
          <fieldset className="catalogue-import__filter">
            <legend>{t.outcomeFilter}</legend>
            {(['', ...IMPORT_OUTCOMES] as const).map((o) => (
              <button
                key={o || 'all'}
                type="button"
                aria-pressed={o === outcome}
                onClick={() => {
                  setOutcome(o);
                  setPage(1);
                }}
              >
                {o ? t.outcomes[o] : t.allOutcomes}
              </button>
            ))}
          </fieldset>
          {!lines.data ? (
            <p>{ko.common.loading}</p>
          ) : lines.data.list.length === 0 ? (
            <p>{t.reportEmpty}</p>
          ) : (
            <>
              <ScrollRegion label={t.reportTitle}>
                <table className="catalogue-import__table">
                  <caption className="visually-hidden">{t.reportTitle}</caption>
                  <thead>
                    <tr>
                      {(['lineNo', 'regNo', 'title', 'outcome', 'reason'] as const).map((c) => (
                        <th key={c} scope="col">
                          {t.columns[c]}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {lines.data.list.map((l, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a page of the report in its order
                      <tr key={`${l.lineNo}-${l.regNo}-${i}`} data-outcome={l.outcome}>
                        <td>{l.lineNo}</td>
                        <td>{l.regNo ?? ''}</td>
                        <td lang="ko">{l.title ?? ''}</td>
                        <td>{t.outcomes[l.outcome]}</td>
                        <td>{l.reason ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
              <Pagination page={page} totalPage={lines.data.totalPage} onPage={setPage} label={t.paging} />
            </>
          )}
        </>
      ) : null}
    </section>
  );
}

function ExportButtons() {
  const [error, setError] = useState<string | null>(null);
  const save = (format: 'marc' | 'csv') => {
    setError(null);
    downloadHoldings(format).catch((err: unknown) => setError(messageOf(err)));
  };
  return (
    <section className="catalogue-import__section" aria-labelledby="catalogue-import-export">
      <h2 id="catalogue-import-export">{t.exportTitle}</h2>
      <p>{t.exportLead}</p>
      <div className="catalogue-import__actions">
        <button type="button" className="catalogue-import__button" onClick={() => save('marc')}>
          {t.exportMarc}
        </button>
        <button type="button" className="catalogue-import__button" onClick={() => save('csv')}>
          {t.exportCsv}
        </button>
      </div>
      <ErrorLine error={error} />
    </section>
  );
}

/**
 * CatalogueImport: the school manager uploads the school's holdings (MARC, CSV, .xlsx), checks the preview
 * and the columns, follows the background import and reads its report; and exports the holdings. The
 * server checks the role and the school on every call.
 */
export function CatalogueImportPage() {
  const [preview, setPreview] = useState<ImportJob | null>(null);
  const [running, setRunning] = useState<number | null>(null);
  return (
    <section className="container catalogue-import" aria-labelledby="catalogue-import-title">
      <h1 id="catalogue-import-title">{t.title}</h1>
      <p className="catalogue-import__lead">{t.lead}</p>
      {running !== null ? (
        <>
          <Progress jobKey={running} />
          <button
            type="button"
            className="catalogue-import__button"
            onClick={() => {
              setRunning(null);
              setPreview(null);
            }}
          >
            {t.another}
          </button>
        </>
      ) : preview ? (
        <Preview
          job={preview}
          onStarted={(job) => {
            setRunning(job.jobKey);
            setPreview(null);
          }}
        />
      ) : (
        <UploadForm onRead={setPreview} />
      )}
      <ExportButtons />
    </section>
  );
}
