import { shelfFormFields } from '@reading/contract/mypage/bookshelves';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Choice, ChoiceGroup, Field } from '../../../components/ui/field.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldError, plainMessage, useSchemaForm } from '../../../lib/forms.ts';
import { myPageMessages } from '../../../messages/my-page.ts';

const t = myPageMessages.shelves;
const shelfForm = z.object(shelfFormFields);
export type ShelfFormValues = z.output<typeof shelfForm>;

/** A shelf's name, description and public flag (create and edit). */
export function ShelfForm({
  title,
  initial,
  onSave,
  onCancel,
}: {
  title: string;
  initial?: Partial<ShelfFormValues>;
  onSave: (values: ShelfFormValues) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useSchemaForm(shelfForm, {
    defaultValues: { shelfName: '', description: '', publicYn: 'N', ...initial },
  });

  async function save(values: ShelfFormValues) {
    try {
      await onSave(values);
    } catch (error) {
      if (isApiError(error)) form.setError('shelfName', { message: plainMessage(error.message) });
    }
  }

  return (
    <form
      className="my-page__card"
      aria-label={title}
      noValidate
      onSubmit={(e) => void form.handleSubmit(save)(e)}
    >
      <h2 className="my-page__card-title">{title}</h2>
      <Field label={t.name} required error={fieldError(form.formState.errors.shelfName)}>
        {(control) => <input {...control} maxLength={50} {...form.register('shelfName')} />}
      </Field>
      <Field label={t.description} error={fieldError(form.formState.errors.description)}>
        {(control) => <textarea {...control} rows={2} maxLength={200} {...form.register('description')} />}
      </Field>
      <ChoiceGroup legend={t.publicYn}>
        <Choice type="radio" value="N" label={t.private} {...form.register('publicYn')} />
        <Choice type="radio" value="Y" label={t.public} {...form.register('publicYn')} />
      </ChoiceGroup>
      <div className="my-page__actions">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
