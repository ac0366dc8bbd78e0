import { envelopeSchema } from '@reading/contract/envelope';
import { groupScheduleRequestSchema } from '@reading/contract/groups/reading-group';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Field } from '../components/ui/field.tsx';
import { applyEnglishCatalogue } from '../messages/en/index.ts';
import { jsonResponse, mockFetch } from '../test/fetch-mock.ts';
import { apiClient, isApiError } from './api-client.ts';
import { fieldError, useSchemaForm } from './forms.ts';
import { setServerMessageTranslator } from './locale.ts';

/** A form on a contract schema, as the pages build them: its errors reach the screen through Field. */
function ScheduleForm() {
  const form = useSchemaForm(groupScheduleRequestSchema.omit({ groupKey: true }), {
    defaultValues: { title: '', meetDate: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <Field label="title" error={fieldError(errors.title)}>
        {(c) => <input {...c} {...form.register('title')} />}
      </Field>
      <Field label="meetDate" error={fieldError(errors.meetDate)}>
        {(c) => <input {...c} {...form.register('meetDate')} />}
      </Field>
      <button type="submit">save</button>
    </form>
  );
}

async function fieldErrorsShown(): Promise<string[]> {
  render(<ScheduleForm />);
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  const title = await screen.findByLabelText('title');
  await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
  return [...document.querySelectorAll('.field__error')].map((p) => p.textContent ?? '');
}

const savePath = '/schome/service/readingGroup/schedule/save';
const answerSchema = envelopeSchema(z.null());

async function failureMessage(): Promise<string> {
  mockFetch({
    [savePath]: () =>
      jsonResponse({ status: 'FAIL', message: 'title: 제목을 입력해주세요.', data: null }, 400),
  });
  const error = await apiClient.post(savePath, { body: {}, schema: answerSchema }).catch((e: unknown) => e);
  if (!isApiError(error)) throw new Error('expected an ApiError');
  return error.message;
}

async function successMessage(): Promise<string> {
  mockFetch({ [savePath]: () => jsonResponse({ status: 'OK', message: '저장되었습니다.', data: null }) });
  return (await apiClient.post(savePath, { body: {}, schema: answerSchema })).message;
}

// Korean first: the English catalogue, once applied, overlays the messages for the rest of the file.
describe('server and schema messages in Korean mode', () => {
  it("shows the server's message verbatim", async () => {
    expect(await failureMessage()).toBe('title: 제목을 입력해주세요.');
    expect(await successMessage()).toBe('저장되었습니다.');
  });

  it("shows the contract's field messages verbatim, without the field name", async () => {
    expect(await fieldErrorsShown()).toEqual([
      '읽을 내용을 입력해주세요.',
      '날짜 형식(YYYY-MM-DD)이 올바르지 않습니다.',
    ]);
  });
});

describe('server and schema messages in English mode (decision 211)', () => {
  beforeAll(() => applyEnglishCatalogue());
  afterAll(() => setServerMessageTranslator((message) => message));

  it("shows the server's failure and answer messages in English, the field name kept for forms", async () => {
    expect(await failureMessage()).toBe('title: Enter a title.');
    expect(await successMessage()).toBe('Saved.');
  });

  it("shows the contract's field messages in English", async () => {
    expect(await fieldErrorsShown()).toEqual(['Enter the reading plan.', 'Enter the date as YYYY-MM-DD.']);
  });
});
