import { type ReactNode, useId, useState } from 'react';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { HiddenLabel, markData } from '../../../components/ui/marked.tsx';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { fieldError, useSchemaForm } from '../../../lib/forms.ts';
import { ko } from '../../../messages/ko.ts';
import { wordListsMessages } from '../../../messages/word-lists.ts';

export type WordListItem = { word: string; tag: string; removable: boolean };

type Props = {
  title: string;
  help: string;
  inputLabel: string;
  items: readonly WordListItem[] | undefined;
  failed: boolean;
  /** The contract's rule for one word; its output (NFKC, single spaces) is what is sent. */
  schema: z.ZodType<{ word: string }, { word: string }>;
  change: (action: 'add' | 'delete', word: string) => Promise<void>;
};

/** One editable list: an add form, then every word with its scope and, when allowed, a remove button. */
export function WordListSection({ title, help, inputLabel, items, failed, schema, change }: Props) {
  const id = useId();
  const form = useSchemaForm(schema, { defaultValues: { word: '' } });
  const [status, setStatus] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: 'add' | 'delete', word: string) {
    setBusy(true);
    try {
      await change(action, word);
      setStatus(markData(action === 'add' ? wordListsMessages.added : wordListsMessages.removed, word));
      if (action === 'add') form.reset();
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : ko.api.requestFailed);
    } finally {
      setBusy(false);
    }
  }

  // A refused word is said in the alert dialog, before any request (decision 014).
  const onSubmit = form.handleSubmit(
    ({ word }) => run('add', word),
    (errors) => alertDialog(fieldError(errors.word) ?? ko.api.requestFailed),
  );

  async function onRemove(word: string) {
    if (await confirmDialog(wordListsMessages.confirmRemove(word))) await run('delete', word);
  }

  return (
    <section className="word-list" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="word-list__title">
        {title}
        {items ? <span className="word-list__count">{wordListsMessages.count(items.length)}</span> : null}
      </h2>
      <p className="word-list__help">{help}</p>
      <form className="word-list__form" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field
          label={inputLabel}
          action={
            <Button type="submit" disabled={busy}>
              {wordListsMessages.add}
            </Button>
          }
        >
          {(control) => <input {...control} autoComplete="off" {...form.register('word')} />}
        </Field>
      </form>
      <p className="word-list__status" role="status">
        {status}
      </p>
      {failed ? (
        <p className="word-list__empty">{wordListsMessages.loadFailed}</p>
      ) : !items ? (
        <p className="word-list__empty">{ko.common.loading}</p>
      ) : items.length === 0 ? (
        <p className="word-list__empty">{wordListsMessages.empty}</p>
      ) : (
        <ul className="word-list__items">
          {items.map((item, i) => (
            <li key={item.word} className="word-list__item">
              <span className="word-list__word" lang="ko">
                {item.word}
              </span>
              <span className={`word-list__tag${item.removable ? ' word-list__tag--own' : ''}`}>
                {item.tag}
              </span>
              {item.removable ? (
                <>
                  <HiddenLabel id={`${id}-remove-${i}`}>
                    {markData(wordListsMessages.removeLabel, item.word)}
                  </HiddenLabel>
                  <Button
                    variant="secondary"
                    className="word-list__remove"
                    disabled={busy}
                    aria-labelledby={`${id}-remove-${i}`}
                    onClick={() => void onRemove(item.word)}
                  >
                    {wordListsMessages.remove}
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
