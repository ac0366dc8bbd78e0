import { DEFAULT_PRIVACY_BOUND, type MarathonPrivacyCode } from '@reading/contract/marathon/codes';
import {
  type MarathonDetail,
  type MarathonSaveRequest,
  marathonStep1Schema,
  marathonStep2Schema,
  step3SchemaOf,
} from '@reading/contract/marathon/marathon';
import { createFormControl, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { koreaToday } from '../../lib/dates.ts';

/** A chosen book as the form keeps it: its key for the server, its title for the page. */
export type ChosenBook = { bookKey: number; title: string; author: string };

/** The create and edit steps' one form state (react-hook-form), shared by the step routes. */
export type MarathonFormValues = {
  readingMarathonTypeCode: '' | '01' | '02' | '03';
  name: string;
  summary: string;
  imgType: '01' | '02';
  imgKey: string;
  img: string;
  targetGrade: string;
  startDate: string;
  endDate: string;
  keyword: string;
  privacyBoundCode: MarathonPrivacyCode;
  bookList: ChosenBook[];
  goalUnitCode: '01' | '02';
  goalCount: string;
  kdcCode: string;
};

export function blankMarathon(): MarathonFormValues {
  return {
    readingMarathonTypeCode: '',
    name: '',
    summary: '',
    imgType: '01',
    imgKey: '1',
    img: '',
    targetGrade: '0',
    startDate: koreaToday(),
    endDate: '',
    keyword: '',
    privacyBoundCode: DEFAULT_PRIVACY_BOUND,
    bookList: [],
    goalUnitCode: '01',
    goalCount: '',
    kdcCode: '',
  };
}

export function fromDetail(d: MarathonDetail): MarathonFormValues {
  return {
    readingMarathonTypeCode: d.readingMarathonTypeCode as MarathonFormValues['readingMarathonTypeCode'],
    name: d.name,
    summary: d.summary,
    imgType: d.imgType as '01' | '02',
    imgKey: d.imgKey,
    img: d.img,
    targetGrade: String(d.targetGrade),
    startDate: d.startDate,
    endDate: d.endDate,
    keyword: d.keyword,
    privacyBoundCode: d.privacyBoundCode as MarathonPrivacyCode,
    bookList: d.bookList.map((b) => ({ bookKey: b.bookKey, title: b.title, author: b.author })),
    goalUnitCode: (d.goalUnitCode ?? '01') as '01' | '02',
    goalCount: d.goalCount === null ? '' : String(d.goalCount),
    kdcCode: d.kdcCode ?? '',
  };
}

/** The form's values as save and update take them (the contract's request). */
export function toRequest(v: MarathonFormValues): MarathonSaveRequest {
  return {
    readingMarathonTypeCode: v.readingMarathonTypeCode as '01',
    name: v.name,
    summary: v.summary,
    imgType: v.imgType,
    imgKey: v.imgKey,
    img: v.img,
    targetGrade: v.targetGrade,
    startDate: v.startDate,
    endDate: v.endDate,
    keyword: v.keyword,
    privacyBoundCode: v.privacyBoundCode,
    bookList: v.bookList.map((b) => b.bookKey),
    goalUnitCode: v.goalUnitCode,
    goalCount: v.goalCount,
    kdcCode: v.kdcCode,
  };
}

/**
 * One form control for the whole creation (or one edit), kept here while the steps' routes come and go:
 * going back to a step shows what was typed. `owner` names whose it is ('create' or 'edit:<key>'); a new
 * owner starts from fresh values.
 */
let current: { owner: string; control: ReturnType<typeof createFormControl<MarathonFormValues>> } | null =
  null;

export function marathonControl(owner: string, initial: () => MarathonFormValues) {
  if (current?.owner !== owner)
    current = { owner, control: createFormControl<MarathonFormValues>({ defaultValues: initial() }) };
  return current.control;
}

/** Forgets the form (after publishing or saving). */
export function resetMarathonForm() {
  current = null;
}

export function useMarathonForm(owner: string, initial: () => MarathonFormValues = blankMarathon) {
  return useForm<MarathonFormValues>({ formControl: marathonControl(owner, initial) });
}
export type MarathonForm = UseFormReturn<MarathonFormValues>;

/**
 * Checks one step's fields with the contract's schema for that step and puts each message on its field:
 * true when the step may go on.
 */
export function checkStep(form: MarathonForm, schema: z.ZodType): boolean {
  const parsed = schema.safeParse(toRequest(form.getValues()));
  form.clearErrors();
  if (parsed.success) return true;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'root') as keyof MarathonFormValues;
    if (!form.getFieldState(field).error) form.setError(field, { message: issue.message });
  }
  return false;
}

/** After a refused step, each change checks the step again, so a mended field's message goes away. */
export function recheckStep(form: MarathonForm, schema: z.ZodType) {
  if (Object.keys(form.formState.errors).length > 0) checkStep(form, schema);
}

export const STEP_SCHEMAS = {
  step1: marathonStep1Schema,
  step2: marathonStep2Schema,
  step3: (type: string) => step3SchemaOf(type),
};
