import { lazy, Suspense, useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { uploadCommunityFile } from '../../lib/upload.ts';
import { ko } from '../../messages/ko.ts';

const RichTextEditor = lazy(() =>
  import('./rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/**
 * A form's rich-text field (the console's and the teacher share room's): the label, the Tiptap editor (loaded lazily, so the console's lists
 * open without it) with image uploads to the community's files, and the field's error under it.
 */
export function RichTextField<V extends FieldValues>({
  control,
  name,
  label,
  error,
}: {
  control: Control<V>;
  name: Path<V>;
  label: string;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <span className="field__head">
        <span className="field__label" id={`${id}-label`}>
          {label}
        </span>
      </span>
      <div className="field__body">
        <Suspense fallback={<p className="board-state">{ko.common.loading}</p>}>
          <Controller
            control={control}
            name={name}
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
                describedBy={fieldState.error ? `${id}-error` : undefined}
              />
            )}
          />
        </Suspense>
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
