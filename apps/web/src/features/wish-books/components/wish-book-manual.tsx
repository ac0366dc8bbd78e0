import { FURNISH_TEXT_MAX, furnishManualRequestSchema } from '@reading/contract/library/furnish-books';
import { z } from 'zod';
import { Field } from '../../../components/ui/field.tsx';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { libraryKeys } from '../../../lib/library/library-client.ts';
import { useLibraryAction } from '../../../lib/library/use-library-action.ts';
import { libraryMessages } from '../../../messages/library.ts';
import { requestManualFurnishBook } from '../api/furnish-books.ts';

const t = libraryMessages.wishBooks;
const shape = furnishManualRequestSchema.shape;

/** The hand-typed book, by the contract's own field rules (the reason comes from the search form). */
const manualForm = z.object({
  title: shape.title,
  author: shape.author,
  publisher: shape.publisher,
  isbn: shape.isbn,
});
type ManualFormInput = z.input<typeof manualForm>;

/**
 * A wish book the catalogue lacks (issue 25.4): title, author and publisher typed in, the ISBN if known.
 * The server makes it the catalogue's book when it knows the ISBN or the title, and refuses duplicates.
 */
export function WishBookManual({ memo }: { memo: string }) {
  const { busy, run } = useLibraryAction(libraryKeys.all);
  const form = useSchemaForm(manualForm, {
    defaultValues: { title: '', author: '', publisher: '', isbn: '' } satisfies ManualFormInput,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (book) => {
    const ok = await run(
      () => requestManualFurnishBook({ ...book, isbn: book.isbn ?? undefined, memo }),
      t.manualSubmit,
    );
    if (ok) form.reset();
  });

  return (
    <section className="lib-section" aria-labelledby="wish-manual-title">
      <h2 id="wish-manual-title" className="lib-section__title">
        {t.manualTitle}
      </h2>
      <p className="library-page__lead">{t.manualLead}</p>
      <form className="lib-form" noValidate onSubmit={(e) => void submit(e)}>
        <Field label={t.manualBookTitle} required error={fieldError(errors.title)}>
          {(control) => <input {...control} maxLength={FURNISH_TEXT_MAX} {...form.register('title')} />}
        </Field>
        <Field label={t.manualAuthor} required error={fieldError(errors.author)}>
          {(control) => <input {...control} maxLength={FURNISH_TEXT_MAX} {...form.register('author')} />}
        </Field>
        <Field label={t.manualPublisher} required error={fieldError(errors.publisher)}>
          {(control) => <input {...control} maxLength={FURNISH_TEXT_MAX} {...form.register('publisher')} />}
        </Field>
        <Field label={t.manualIsbn} error={fieldError(errors.isbn)}>
          {(control) => <input {...control} inputMode="numeric" maxLength={17} {...form.register('isbn')} />}
        </Field>
        <button type="submit" className="lib-action lib-action--primary" disabled={busy}>
          {t.manualSubmit}
        </button>
      </form>
    </section>
  );
}
