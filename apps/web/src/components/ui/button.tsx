import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import './button.css';

type Variant = 'primary' | 'secondary';

function classes(variant: Variant, className?: string) {
  return ['button', `button--${variant}`, className].filter(Boolean).join(' ');
}

/** A navigation that looks like a button: still a link, so it opens in a new tab and reads as a link. */
export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link {...props} className={classes(variant, className)} />;
}

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button {...props} type={type} className={classes(variant, className)} />;
}
