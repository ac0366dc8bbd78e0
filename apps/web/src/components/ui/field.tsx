import { byteLength } from '@reading/contract/validators/text';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { formMessages } from '../../messages/forms.ts';
import './field.css';

/** The props a field hands to its control: wire them onto the one input, select or textarea. */
export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

type FieldProps = {
  label: ReactNode;
  /** Shown under the control and read with it (aria-describedby). */
  hint?: ReactNode;
  /** The field's message, already plain (see lib/forms.ts fieldError); marks the control invalid. */
  error?: string | undefined;
  required?: boolean;
  /** Spec 000 §5's byte rule: with the current value, shows the characters written and the room left. */
  byteLimit?: { value: string; max: number };
  /** Beside the control on the same row (a check button, say). */
  action?: ReactNode;
  /** 'inline' puts the label beside the control from 768 px up; 'stacked' (default) above it. */
  layout?: 'stacked' | 'inline';
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/**
 * One labelled form field (decision 060): label, required mark, the control, hint, byte counter and
 * error, with the control described by the hint, the counter and the error and marked invalid while
 * the error shows. Every form of the web client builds its fields with it.
 */
export function Field({
  label,
  hint,
  error,
  required,
  byteLimit,
  action,
  layout = 'stacked',
  className,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : null;
  const countId = byteLimit ? `${id}-count` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, countId, errorId].filter(Boolean).join(' ') || undefined;
  const bytes = byteLimit ? byteLength(byteLimit.value) : 0;
  const control = children({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
  });
  return (
    <div className={['field', `field--${layout}`, className].filter(Boolean).join(' ')}>
      <span className="field__head">
        <label htmlFor={id} className="field__label">
          {label}
        </label>
        {/* Outside the label: the control says it is required (aria-required), and the label's
            accessible name stays the label's own words. */}
        {required ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <div className="field__body">
        {action ? (
          <div className="field__row">
            {control}
            {action}
          </div>
        ) : (
          control
        )}
        {hint ? (
          <p id={hintId!} className="field__hint">
            {hint}
          </p>
        ) : null}
        {byteLimit ? (
          <p id={countId!} className="field__count" data-over={bytes > byteLimit.max || undefined}>
            {formMessages.count([...byteLimit.value].length, byteLimit.max - bytes)}
          </p>
        ) : null}
        {error ? (
          <p id={errorId!} className="field__error">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

type ChoiceGroupProps = {
  legend: ReactNode;
  /** Shows the legend for sighted users too; hidden legends still name the group. */
  legendHidden?: boolean;
  error?: string | undefined;
  /** 'cards' lays the choices out as equal boxes (three across from 768 px), 'list' one under another. */
  variant?: 'list' | 'cards';
  className?: string;
  children: ReactNode;
};

/** A radio or checkbox group: a fieldset with its legend, the choices, and the group's error. */
export function ChoiceGroup({
  legend,
  legendHidden,
  error,
  variant = 'list',
  className,
  children,
}: ChoiceGroupProps) {
  const id = useId();
  return (
    <fieldset
      className={['choice-group', `choice-group--${variant}`, className].filter(Boolean).join(' ')}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className={legendHidden ? 'visually-hidden' : 'choice-group__legend'}>{legend}</legend>
      <div className="choice-group__choices">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type ChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  type: 'radio' | 'checkbox';
  label: ReactNode;
  description?: ReactNode;
  /** React 19 passes ref as a prop: register()'s ref reaches the input. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * One radio or checkbox with its label beside it: the control in its own column, centred on the label's
 * first line, the description under the label. Takes the input's props (register()'s, or checked/onChange).
 */
export function Choice({ label, description, className, ...input }: ChoiceProps) {
  return (
    <label className={['choice', className].filter(Boolean).join(' ')}>
      <span className="choice__control">
        <input {...input} />
      </span>
      <span className="choice__label">{label}</span>
      {description ? <span className="choice__description">{description}</span> : null}
    </label>
  );
}
