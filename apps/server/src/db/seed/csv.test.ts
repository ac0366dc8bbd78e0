import { describe, expect, it } from 'vitest';
import { chunk, parseDelimited, readRecords } from './csv.ts';

describe('seed CSV reading', () => {
  it('parses quoted fields with commas, doubled quotes and CRLF', () => {
    expect(parseDelimited('a,b\r\n"x, y","say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
    ]);
  });

  it('keeps empty trailing fields', () => {
    expect(parseDelimited('a,,\n')).toEqual([['a', '', '']]);
  });

  it('reads every school of the NEIS file with its code and region', () => {
    const schools = readRecords('schools_neis.csv');
    expect(schools).toHaveLength(12485);
    const garak = schools.find((s) => s.neis_code === '7130102');
    expect(garak).toMatchObject({ name: '서울가락초등학교', prov_code: 'B10', kind: '초등학교' });
  });

  it('reads the KDC divisions from TSV', () => {
    const kdc = readRecords('kdc_divisions.tsv');
    expect(kdc).toHaveLength(100);
    expect(kdc[0]).toEqual({ code: '00', name: '총류' });
  });

  it('splits into batches of the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
