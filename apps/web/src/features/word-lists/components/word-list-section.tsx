import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { alertDialog, confirmDialog } from '../../../lib/dialogs.ts';
import { ko } from '../../../messages/ko.ts';
import { wordListsMessages } from '../../../messages/word-lists.ts';

export type WordListItem = { word: string; tag: string; removable: boolean };

type Props = {
  title: string;
  help: string;
  inputLabel: string;
  items: readonly WordListItem[] | undefined;
  failed: boolean;
  /** null when the word may be sent, else the message to show (the contract's schema decides). */
  validate: (word: string) => string | null;
  change: (action: 'add' | 'delete', word: string) => Promise<void>;
};

/** One editable list: an add form, then every word with its scope and, when allowed, a remove button. */
export function WordListSection({ title, help, inputLabel, items, failed, validate, change }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(action: 'add' | 'delete', word: string) {
    setBusy(true);
    try {
      await change(action, word);
      setStatus(action === 'add' ? wordListsMessages.added(word) : wordListsMessages.removed(word));
      if (action === 'add') setText('');
    } catch (error) {
      await alertDialog(error instanceof Error ? error.message : ko.api.requestFailed);
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = validate(text);
    if (problem) {
      await alertDialog(problem);
      return;
    }
    await run('add', text.normalize('NFKC').replace(/\s+/g, ' ').trim());
  }

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
      <form className="word-list__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={`${id}-input`} className="word-list__label">
          {inputLabel}
        </label>
        <div className="word-list__row">
          <input
            id={`${id}-input`}
            className="word-list__input"
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
          />
          <Button type="submit" disabled={busy}>
            {wordListsMessages.add}
          </Button>
        </div>
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
          {items.map((item) => (
            <li key={item.word} className="word-list__item">
              <span className="word-list__word">{item.word}</span>
              <span className={`word-list__tag${item.removable ? ' word-list__tag--own' : ''}`}>
                {item.tag}
              </span>
              {item.removable ? (
                <Button
                  variant="secondary"
                  className="word-list__remove"
                  disabled={busy}
                  aria-label={wordListsMessages.removeLabel(item.word)}
                  onClick={() => void onRemove(item.word)}
                >
                  {wordListsMessages.remove}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
