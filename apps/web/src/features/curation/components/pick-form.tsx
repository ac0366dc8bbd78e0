import { type PickSaveRequest, pickSaveRequestSchema } from '@reading/contract/curation/curation';
import type { SearchBook } from '@reading/contract/search/search';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { alertDialog } from '../../../lib/dialogs.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { curationMessages as t } from '../../../messages/curation.ts';
import { curationKey } from '../api/curation-api.ts';
import { BookPicker } from './book-picker.tsx';
import { mainTitle } from './curation-books.tsx';

const reasonForm = z.object({ reason: pickSaveRequestSchema.shape.reason });

/**
 * A pick with its one-line reason: find a book, say why. The teacher's page (RecommendedBookManage) and
 * a student's StudentCuration each pass their own call; the server decides who may use which.
 */
export function PickForm({ save }: { save: (body: PickSaveRequest) => Promise<{ message: string }> }) {
  const queryClient = useQueryClient();
  const [book, setBook] = useState<SearchBook | null>(null);
  const [bookError, setBookError] = useState<string | null>(null);
  const form = useSchemaForm(reasonForm, { defaultValues: { reason: '' } });

  async function submit(values: z.output<typeof reasonForm>) {
    if (!book) return setBookError(t.manage.bookRequired);
    try {
      const answer = await save({ bookKey: book.bookKey, reason: values.reason });
      await alertDialog(answer.message);
      form.reset({ reason: '' });
      setBook(null);
      await queryClient.invalidateQueries({ queryKey: curationKey });
    } catch (e) {
      await alertDialog(isApiError(e) ? plainMessage(e.message) : t.loadFailed);
    }
  }

  return (
    <form className="curation-form" noValidate onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <BookPicker
        label={t.manage.search}
        onPick={(b) => {
          setBook(b);
          setBookError(null);
        }}
      />
      <p className="curation-form__chosen" role="status">
        {book ? markData(t.manage.chosen, mainTitle(book.title)) : null}
      </p>
      {bookError ? (
        <p className="field__error" role="alert">
          {bookError}
        </p>
      ) : null}
      <Field
        label={t.manage.reason}
        hint={t.manage.reasonHint}
        required
        error={fieldError(form.formState.errors.reason)}
      >
        {(control) => <input {...control} maxLength={100} {...form.register('reason')} />}
      </Field>
      <Button type="submit" className="curation-form__submit" disabled={form.formState.isSubmitting}>
        {t.manage.save}
      </Button>
    </form>
  );
}
