/**
 * One copy of a school's file as the import reads it (issue 40): a MARC record's 049 copy or a
 * spreadsheet's row. `lineNo` is the record's or the row's number in the file (1-based).
 */
export type ImportUnit = {
  lineNo: number;
  regNo: string | null;
  /** The title MARC-style ('(series) title :subtitle'); the catalogue row cleans it (parseRecordTitle). */
  title: string | null;
  volume: string | null;
  author: string | null;
  publisher: string | null;
  pubYear: string | null;
  isbn: string | null;
  isbnAddCode: string | null;
  kdc: string | null;
  callNo: string | null;
};
