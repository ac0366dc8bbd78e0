import { lazy, Suspense, useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { uploadCommunityFile } from '../../../lib/upload.ts';
import { activityMessages as t } from '../../../messages/reading-activities.ts';
import type { ActivityFormValues } from './activity-form.tsx';

const RichTextEditor = lazy(() =>
  import('../../../components/rich-text/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** The shared Tiptap editor (decision 077) for an activity's body; images go through the attachments (071). */
export function ActivityEditor({
  control,
  error,
  count,
}: {
  control: Control<ActivityFormValues>;
  error?: string | undefined;
  count: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <span className="field__head">
        <span className="field__label" id={`${id}-label`}>
          {t.form.content}
        </span>
      </span>
      <div className="field__body">
        <Suspense fallback={<p>{t.loading}</p>}>
          <Controller
            control={control}
            name="content"
            render={({ field, fieldState }) => (
              <RichTextEditor
                labelId={`${id}-label`}
                initialHtml={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                uploadImage={async (file) => {
                  const { data } = await uploadCommunityFile(file);
                  return { url: data.imageUrl ?? '' };
                }}
                invalid={Boolean(fieldState.error)}
                describedBy={`${id}-count${fieldState.error ? ` ${id}-error` : ''}`}
              />
            )}
          />
        </Suspense>
        <p id={`${id}-count`} className="field__count" aria-live="polite">
          {count}
        </p>
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
