import { describe, expect, it } from 'vitest';
import {
  marathonSaveRequestSchema,
  marathonSchoolListRequestSchema,
  marathonStep1Schema,
  marathonStep2Schema,
  step3SchemaOf,
} from './marathon.ts';

const step2 = {
  name: '겨울방학 독서마라톤',
  summary: '함께 읽어요.',
  targetGrade: '5',
  startDate: '2026-12-01',
  endDate: '2026-12-31',
};
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('the marathon steps (spec 001 §3 create form)', () => {
  it('asks for the kind in step 1', () => {
    expect(messages(marathonStep1Schema.safeParse({}))).toEqual([
      'readingMarathonTypeCode: 독서마라톤 종류를 선택해주세요.',
    ]);
  });

  it('applies privacyBoundCode 02 when absent (spec §9) and refuses a period that ends before it starts', () => {
    expect(marathonStep2Schema.parse(step2).privacyBoundCode).toBe('02');
    expect(marathonStep2Schema.parse({ ...step2, privacyBoundCode: '' }).privacyBoundCode).toBe('02');
    expect(messages(marathonStep2Schema.safeParse({ ...step2, endDate: '2026-11-30' }))).toEqual([
      'endDate: 종료일은 시작일 이후로 선택해주세요.',
    ]);
    expect(messages(marathonStep2Schema.safeParse({ ...step2, startDate: '2026-02-30' }))).toContain(
      'startDate: 시작일을 선택해주세요.',
    );
  });

  it("checks each kind's step 3 with its own rule", () => {
    expect(messages(step3SchemaOf('01').safeParse({ bookList: [] }))).toEqual([
      'bookList: 읽을 책을 1권 이상 골라주세요.',
    ]);
    expect(messages(step3SchemaOf('01').safeParse({ bookList: [3, 3] }))).toEqual([
      'bookList: 같은 책을 두 번 고를 수 없습니다.',
    ]);
    expect(messages(step3SchemaOf('02').safeParse({ goalUnitCode: '01', goalCount: '101' }))).toEqual([
      'goalCount: 목표 권수는 100권까지 정할 수 있습니다.',
    ]);
    expect(step3SchemaOf('02').safeParse({ goalUnitCode: '02', goalCount: '1500' }).success).toBe(true);
    expect(messages(step3SchemaOf('03').safeParse({ goalCount: '3' }))).toEqual([
      'kdcCode: 주제(KDC)를 선택해주세요.',
    ]);
  });

  it('checks the whole on save: step 3 by the chosen kind', () => {
    const bad = marathonSaveRequestSchema.safeParse({
      ...step2,
      readingMarathonTypeCode: '03',
      goalCount: 2,
    });
    expect(messages(bad)).toEqual(['kdcCode: 주제(KDC)를 선택해주세요.']);
    const ok = marathonSaveRequestSchema.parse({ ...step2, readingMarathonTypeCode: '01', bookList: [1, 2] });
    expect(ok.bookList).toEqual([1, 2]);
    expect(ok.targetGrade).toBe(5);
  });
});

describe('the marathon list parameters (spec 001 §3, §9)', () => {
  it('pages 4 from page 1 with myMakeYN and myJoinYN N by default', () => {
    expect(marathonSchoolListRequestSchema.parse({})).toMatchObject({
      pageIndex: 1,
      pageSize: 4,
      myMakeYN: 'N',
      myJoinYN: 'N',
    });
    expect(marathonSchoolListRequestSchema.safeParse({ myJoinYN: 'X' }).success).toBe(false);
  });
});
