import { z } from 'zod';
import { envelopeSchema } from '../envelope.ts';
import { pagedListSchema, pagingRequestSchema } from '../library/common.ts';
import { INT4_MAX } from '../validators/ids.ts';

/**
 * A school's catalogue import and export (issue 40, decision 283), under /alpasq/api:
 *
 *   POST /catalogue-import               multipart `file` (MARC .mrc, CSV, .xlsx) → the job with its preview
 *   POST /catalogue-import/:jobKey/start the column mapping (CSV/Excel) → the job, running in the background
 *   GET  /catalogue-import/:jobKey       progress (done/total) and counts
 *   GET  /catalogue-import/:jobKey/lines the per-line report (added, merged, unchanged, refused), paged
 *   GET  /catalogue-export?format=marc|csv the school's holdings as a file
 *
 * Only a verified school manager (03) of the school whose library it is; everyone else 403.
 */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

export const IMPORT_FORMATS = ['marc', 'csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const IMPORT_STATUSES = ['preview', 'running', 'done'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const IMPORT_OUTCOMES = ['added', 'merged', 'unchanged', 'refused'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** What a column of a spreadsheet can be (the mapping step). Title and registration number are needed. */
export const IMPORT_FIELDS = [
  'regNo',
  'title',
  'author',
  'publisher',
  'pubYear',
  'isbn',
  'kdc',
  'callNo',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const CATALOGUE_IMPORT_MESSAGES = {
  managersOnly: '학교관리자만 학교 장서를 올리거나 내려받을 수 있습니다.',
  noLibrary: '학교 도서관이 종합목록에 없습니다.',
  fileMissing: '올릴 파일을 선택해 주세요.',
  tooLarge: '파일이 너무 큽니다. 50MB 이하의 파일만 올릴 수 있습니다.',
  fileType: 'MARC(.mrc), CSV(.csv) 또는 엑셀(.xlsx) 파일만 올릴 수 있습니다.',
  oldExcel: '예전 엑셀 형식(.xls)은 읽을 수 없습니다. 엑셀에서 .xlsx로 저장한 뒤 올려 주세요.',
  empty: '파일에 읽을 자료가 없습니다.',
  tooManyRows: '한 번에 50,000건까지 올릴 수 있습니다. 파일을 나누어 올려 주세요.',
  encoding: '파일의 글자를 읽을 수 없습니다. UTF-8 또는 EUC-KR로 저장된 파일인지 확인해 주세요.',
  truncated:
    'MARC 레코드가 잘려 있거나 형식이 맞지 않습니다. 도서관 시스템에서 파일을 다시 내려받아 올려 주세요.',
  csvBroken: 'CSV 파일의 형식이 맞지 않습니다(따옴표나 칸 구분을 확인해 주세요).',
  excelBroken: '엑셀 파일을 열 수 없습니다. 파일이 손상되지 않았는지 확인해 주세요.',
  formula: '수식이 들어 있는 셀이 있습니다. 수식을 값으로 바꾸어 저장한 뒤 다시 올려 주세요.',
  jobNotFound: '가져오기 작업을 찾을 수 없습니다.',
  alreadyStarted: '이미 시작한 가져오기입니다.',
  mappingNeeded: 'mapping: 서명과 등록번호 열을 골라 주세요.',
  mappingColumn: 'mapping: 파일에 없는 열을 골랐습니다.',
  uploaded: '파일을 읽었습니다. 미리보기를 확인하고 가져오기를 시작해 주세요.',
  started: '가져오기를 시작했습니다.',
} as const;

/** Why a line was refused or left unchanged (the report's Korean reasons). */
export const IMPORT_REASONS = {
  noTitle: '서명이 없습니다.',
  noRegNo: '등록번호가 없습니다.',
  badRegNo: '등록번호 형식이 올바르지 않습니다(영문, 숫자, - 2~30자).',
  badIsbn: 'ISBN이 올바르지 않습니다(10자리 또는 13자리, 검증 숫자 확인).',
  duplicateInFile: '파일 안에 같은 등록번호가 먼저 나왔습니다.',
  alreadyHeld: '이미 학교에 있는 등록번호입니다.',
  tooLong: '글자 수가 너무 많은 칸이 있습니다.',
} as const;

export const importJobKeyParamsSchema = z.object({
  jobKey: z.coerce
    .number({ error: 'jobKey: 작업 번호가 올바르지 않습니다.' })
    .int({ error: 'jobKey: 작업 번호가 올바르지 않습니다.' })
    .positive({ error: 'jobKey: 작업 번호가 올바르지 않습니다.' })
    .max(INT4_MAX, { error: 'jobKey: 작업 번호가 올바르지 않습니다.' }),
});

const columnIndex = z
  .number({ error: 'mapping: 열 번호가 올바르지 않습니다.' })
  .int({ error: 'mapping: 열 번호가 올바르지 않습니다.' })
  .min(0, { error: 'mapping: 열 번호가 올바르지 않습니다.' })
  .max(500, { error: 'mapping: 열 번호가 올바르지 않습니다.' });

/** Which column (0-based) is which field; a field left out is not in the file. */
export const importMappingSchema = z.partialRecord(z.enum(IMPORT_FIELDS), columnIndex.nullable());
export type ImportMapping = z.infer<typeof importMappingSchema>;

export const importStartRequestSchema = z.object({ mapping: importMappingSchema.optional() });
export type ImportStartRequest = z.input<typeof importStartRequestSchema>;

export const importJobSchema = z.object({
  jobKey: z.number().int(),
  fileName: z.string(),
  format: z.enum(IMPORT_FORMATS),
  encoding: z.string(),
  status: z.enum(IMPORT_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  counts: z.object({
    added: z.number().int(),
    merged: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  /** The file's columns (CSV/Excel: its header row; MARC: the fields read). */
  columns: z.array(z.string()),
  /** The first rows as read, for the preview table. */
  preview: z.array(z.array(z.string())),
  /** The mapping guessed from the header (CSV/Excel) or the one used. */
  mapping: importMappingSchema,
  createdAt: z.string(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const importJobResponseSchema = envelopeSchema(importJobSchema);

export const importLinesRequestSchema = pagingRequestSchema.extend({
  outcome: z
    .enum(IMPORT_OUTCOMES, { error: 'outcome: added, merged, unchanged, refused 중 하나여야 합니다.' })
    .optional(),
});
export type ImportLinesRequest = z.input<typeof importLinesRequestSchema>;

export const importLineSchema = z.object({
  lineNo: z.number().int(),
  regNo: z.string().nullable(),
  title: z.string().nullable(),
  outcome: z.enum(IMPORT_OUTCOMES),
  reason: z.string().nullable(),
  bookKey: z.number().int().nullable(),
});
export type ImportLine = z.infer<typeof importLineSchema>;
export const importLinesResponseSchema = envelopeSchema(pagedListSchema(importLineSchema));

export const catalogueExportRequestSchema = z.object({
  format: z.enum(['marc', 'csv'], { error: 'format: marc 또는 csv여야 합니다.' }).default('csv'),
});
export type CatalogueExportRequest = z.input<typeof catalogueExportRequestSchema>;
