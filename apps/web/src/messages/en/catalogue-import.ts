import type { Translation } from '../../lib/locale.ts';
import type { catalogueImportMessages } from '../catalogue-import.ts';

/** The catalogue import page's texts in English (decision 210). */
export const catalogueImportEn: Translation<typeof catalogueImportMessages> = {
  title: 'Import and export the school catalogue',
  lead: "Upload the MARC (.mrc), CSV or Excel (.xlsx) file exported from the school library system: its records join the union catalogue and become our school's holdings. Uploading the same file again changes nothing.",
  fileLabel: 'Holdings file (up to 50 MB)',
  upload: 'Read the file',
  reading: 'Reading the file…',
  previewTitle: 'Preview',
  previewCaption: (file, total, encoding) => `${file} · ${total} items · ${encoding}`,
  mappingTitle: 'Choose the columns',
  mappingLead:
    'Choose which column of the file holds each field. The title and the registration number are required.',
  notInFile: '(none)',
  fields: {
    regNo: 'Registration number',
    title: 'Title',
    author: 'Author',
    publisher: 'Publisher',
    pubYear: 'Year',
    isbn: 'ISBN',
    kdc: 'KDC class',
    callNo: 'Call number',
  },
  start: 'Start the import',
  progressLabel: 'Import progress',
  progress: (done, total) => `${done} of ${total} done`,
  finished: 'The import is finished.',
  counts: (added, merged, unchanged, refused) =>
    `Added ${added} · Merged into existing records ${merged} · Unchanged ${unchanged} · Refused ${refused}`,
  reportTitle: 'Line by line',
  outcomeFilter: 'Show results',
  allOutcomes: 'All',
  outcomes: { added: 'Added', merged: 'Merged', unchanged: 'Unchanged', refused: 'Refused' },
  columns: {
    lineNo: 'Line',
    regNo: 'Registration number',
    title: 'Title',
    outcome: 'Result',
    reason: 'Reason',
  },
  reportEmpty: 'No lines here.',
  paging: 'Result pages',
  exportTitle: 'Export the holdings',
  exportLead: "Download our school's holdings as MARC or as CSV (opens in Excel).",
  exportMarc: 'Download MARC',
  exportCsv: 'Download CSV',
  another: 'Upload another file',
  failed: 'The request could not be completed.',
};
