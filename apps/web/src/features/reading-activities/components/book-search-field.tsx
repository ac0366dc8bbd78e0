import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';

type Props = {
  label: string;
  hint: string;
  button: string;
  initial?: string;
  /** Called with the trimmed words when the button is pressed or Enter typed (never with empty words). */
  onSearch: (keyword: string) => void;
  variant?: 'primary' | 'secondary';
};

/**
 * The words to look for in the union catalogue, with its button (decision 137): the write flow's
 * searchBooks page and the assignment form's book both search with it. Enter searches too, without
 * submitting a surrounding form.
 */
export function BookSearchField({ label, hint, button, initial = '', onSearch, variant = 'primary' }: Props) {
  const [value, setValue] = useState(initial);
  const search = () => {
    if (value.trim()) onSearch(value.trim());
  };
  return (
    <Field
      label={label}
      hint={hint}
      action={
        <Button type="button" variant={variant} disabled={!value.trim()} onClick={search}>
          {button}
        </Button>
      }
    >
      {(control) => (
        <input
          {...control}
          type="search"
          className="input"
          maxLength={100}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            search();
          }}
        />
      )}
    </Field>
  );
}
