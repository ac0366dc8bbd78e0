/** The part of marcjs (ISO 2709 read and write, decision 282) the catalogue import uses; it ships no types. */
declare module 'marcjs' {
  /** [tag, value] for control fields; [tag, indicators, code, value, code, value, …] for data fields. */
  export type MarcField = string[];
  export class Record {
    leader: string;
    fields: MarcField[];
  }
  /** Reads one record; `data` needs only `toString(encoding, start, end)` over the record's bytes. */
  export const Iso2709Parser: {
    parse(data: { toString(encoding: 'utf8', start: number, end: number): string }): Record;
  };
  export const Iso2709Formater: { format(record: Record): string };
}
