import {
  IMPORT_FIELDS,
  type ImportFormat,
  type ImportJob,
  type ImportLine,
  type ImportMapping,
  type ImportOutcome,
  type ImportStatus,
  CATALOGUE_IMPORT_MESSAGES as M,
} from '@reading/contract/search/catalogue-import';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { assignWorkHeads } from '../works.ts';
import { type JobRow, importRepository as repo } from './import.repository.ts';
import { importBatch } from './import-batch.ts';
import type { ImportUnit } from './import-unit.ts';
import { type ExportBook, marcOfBook } from './marc.ts';
import { guessMapping, readImportFile, unitsOfRows } from './read-file.ts';

/**
 * A school's catalogue import and export (issue 40, decision 283). The file is read and checked whole at
 * the upload (nothing written for a bad file); the start runs it in the background in batches of
 * BATCH_SIZE, each in one transaction, and the page polls `done` of `total`. A job left running by a
 * stopped server resumes at the next start (each batch is idempotent by registration number).
 */
export const BATCH_SIZE = 500;
const PREVIEW_ROWS = 10;
const MARC_COLUMNS = ['등록번호', '서명', '저자', '출판사', '발행년', 'ISBN', 'KDC', '청구기호'];

export type ImportCaller = { memberKey: number; schKey: number | null };
export type ImportDeps = {
  db: Db;
  clock: Clock;
  /** Counts each run (done or failed) in the app's metrics and logs a failure. */
  report: (outcome: 'done' | 'failed', error?: unknown) => void;
  /** Lists that show holdings forget their cached answers after an import. */
  invalidate: () => Promise<void>;
};

const unitCells = (u: ImportUnit) => [
  u.regNo ?? '',
  [u.title, u.volume].filter(Boolean).join(' '),
  u.author ?? '',
  u.publisher ?? '',
  u.pubYear ?? '',
  u.isbn ?? '',
  u.kdc ?? '',
  u.callNo ?? '',
];

/** How long an upload waits in preview for its mapping and start: a day. */
export const PREVIEW_KEPT_MS = 24 * 60 * 60 * 1000;

export function createImportService(deps: ImportDeps) {
  const { db } = deps;
  const running = new Map<number, Promise<void>>();

  async function libraryOf(caller: ImportCaller) {
    if (caller.schKey === null) throw forbidden(M.managersOnly);
    const lib = await repo.libraryOfSchool(db, caller.schKey);
    if (!lib) throw notFound(M.noLibrary);
    return lib;
  }

  async function jobOf(caller: ImportCaller, jobKey: number) {
    const lib = await libraryOf(caller);
    const job = await repo.findJob(db, jobKey);
    if (!job || job.libCode !== lib.libCode) throw notFound(M.jobNotFound);
    return job;
  }

  async function view(job: JobRow): Promise<ImportJob> {
    const counts = await repo.outcomeCounts(db, job.jobKey);
    const units = job.format === 'marc' && Array.isArray(job.rows) ? (job.rows as ImportUnit[]) : null;
    const preview =
      job.status === 'preview'
        ? units
          ? units.slice(0, PREVIEW_ROWS).map(unitCells)
          : ((job.rows ?? []) as string[][]).slice(0, PREVIEW_ROWS)
        : [];
    return {
      jobKey: job.jobKey,
      fileName: job.fileName,
      format: job.format as ImportFormat,
      encoding: job.encoding,
      status: job.status as ImportStatus,
      total: job.total,
      done: job.done,
      counts: {
        added: counts.get('added') ?? 0,
        merged: counts.get('merged') ?? 0,
        unchanged: counts.get('unchanged') ?? 0,
        refused: counts.get('refused') ?? 0,
      },
      columns: job.columns,
      preview,
      mapping: job.mapping as ImportMapping,
      createdAt: job.createdAt.toISOString(),
    };
  }

  async function run(jobKey: number) {
    const job = await repo.findJob(db, jobKey);
    if (job?.status !== 'running') return;
    const units = (job.rows ?? []) as ImportUnit[];
    const seen = new Set<string>();
    for (const u of units.slice(0, job.done)) if (u.regNo) seen.add(u.regNo);
    for (let from = job.done; from < units.length; from += BATCH_SIZE) {
      await importBatch(db, {
        jobKey,
        libCode: job.libCode,
        today: deps.clock.today(),
        units: units.slice(from, from + BATCH_SIZE),
        firstSeq: from,
        seen,
      });
    }
    await assignWorkHeads(db);
    await repo.finishJob(db, jobKey);
    await deps.invalidate();
  }

  /** Starts a job in the background (once per job per process); the caller does not wait. */
  function launch(jobKey: number) {
    if (running.has(jobKey)) return;
    const task = run(jobKey)
      .then(() => deps.report('done'))
      .catch((error: unknown) => deps.report('failed', error))
      .finally(() => running.delete(jobKey));
    running.set(jobKey, task);
  }

  return {
    /** Reads and checks the whole file; a job in preview with the first rows and the guessed mapping. */
    async upload(caller: ImportCaller, fileName: string, data: Buffer): Promise<ImportJob> {
      const lib = await libraryOf(caller);
      const file = await readImportFile(fileName, data);
      const job = await repo.createJob(db, {
        libCode: lib.libCode,
        memberKey: caller.memberKey,
        fileName: fileName.slice(0, 200),
        format: file.format,
        encoding: file.encoding,
        total: file.units?.length ?? file.rows?.length ?? 0,
        columns: file.units ? MARC_COLUMNS : file.columns,
        rows: file.units ?? file.rows,
        mapping: file.units ? {} : guessMapping(file.columns),
      });
      return view(job);
    },

    /** Starts the import with the chosen mapping (CSV/Excel); answers at once, the job runs behind. */
    async start(
      caller: ImportCaller,
      jobKey: number,
      mapping: ImportMapping | undefined,
    ): Promise<ImportJob> {
      const job = await jobOf(caller, jobKey);
      if (job.status !== 'preview') throw conflict(M.alreadyStarted);
      let units: ImportUnit[];
      let used: ImportMapping = {};
      if (job.format === 'marc') units = (job.rows ?? []) as ImportUnit[];
      else {
        used = mapping ?? (job.mapping as ImportMapping);
        if (used.title == null || used.regNo == null) throw badRequest(M.mappingNeeded);
        for (const field of IMPORT_FIELDS) {
          const index = used[field];
          if (index != null && index >= job.columns.length) throw badRequest(M.mappingColumn);
        }
        units = unitsOfRows((job.rows ?? []) as string[][], used);
      }
      const started = await repo.startJob(db, jobKey, units, used as Record<string, number | null>);
      if (!started) throw conflict(M.alreadyStarted);
      launch(jobKey);
      return view(started);
    },

    async job(caller: ImportCaller, jobKey: number): Promise<ImportJob> {
      return view(await jobOf(caller, jobKey));
    },

    async lines(
      caller: ImportCaller,
      q: { jobKey: number; outcome?: ImportOutcome; page: number; display: number },
    ) {
      await jobOf(caller, q.jobKey);
      const { list, totalCount } = await repo.lines(db, {
        jobKey: q.jobKey,
        outcome: q.outcome,
        offset: (q.page - 1) * q.display,
        limit: q.display,
      });
      return {
        list: list as ImportLine[],
        totalCount,
        totalPage: Math.ceil(totalCount / q.display),
        page: q.page,
        display: q.display,
      };
    },

    /** The school's holdings as MARC (one record per book, copies in 049) or CSV (UTF-8 with BOM). */
    async exportHoldings(caller: ImportCaller, format: 'marc' | 'csv') {
      const lib = await libraryOf(caller);
      const rows = await repo.holdingsOf(db, lib.libCode);
      const base = `${lib.name}-장서`;
      if (format === 'csv') {
        const body = stringify(
          rows.map((r) => [
            r.regNo,
            r.isbn ?? '',
            r.title,
            r.volume ?? '',
            r.author ?? '',
            r.publisher ?? '',
            r.pubYear ?? '',
            r.kdc ?? '',
            r.callNo,
            r.status,
          ]),
          {
            bom: true,
            header: true,
            columns: [
              '등록번호',
              'ISBN',
              '서명',
              '권차',
              '저자',
              '출판사',
              '발행년',
              'KDC',
              '청구기호',
              '상태',
            ],
          },
        );
        return { fileName: `${base}.csv`, type: 'text/csv; charset=utf-8', body: Buffer.from(body, 'utf8') };
      }
      const books = new Map<number, ExportBook>();
      for (const r of rows) {
        const b = books.get(r.bookKey) ?? { ...r, copies: [] };
        b.copies.push({ regNo: r.regNo, callNo: r.callNo });
        books.set(r.bookKey, b);
      }
      return {
        fileName: `${base}.mrc`,
        type: 'application/marc',
        body: Buffer.concat([...books.values()].map(marcOfBook)),
      };
    },

    /**
     * A preview nobody started within a day (the librarian left the mapping step) is removed with the
     * file's rows it keeps; answers how many went (the job runner logs it).
     */
    purgeAbandonedPreviews: () =>
      repo.purgePreviews(db, new Date(deps.clock.now().getTime() - PREVIEW_KEPT_MS)),

    /** Resumes the jobs a stopped server left running. */
    async resume() {
      for (const jobKey of await repo.runningJobKeys(db)) launch(jobKey);
    },

    /** Waits for the jobs in flight (the app's close, the tests). */
    async settle() {
      await Promise.all([...running.values()]);
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
