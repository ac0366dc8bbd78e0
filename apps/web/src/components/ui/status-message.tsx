import type { ReactNode } from 'react';
import './status-message.css';

type StatusMessageProps = {
  title: string;
  description?: string;
  /** 'page' renders an h1 for a whole route; 'section' an h2 inside a page. */
  variant?: 'page' | 'section';
  icon?: 'preparing' | 'missing' | 'error';
  children?: ReactNode;
};

/** A calm full-width message: preparing pages, not-found, load errors. */
export function StatusMessage({
  title,
  description,
  variant = 'page',
  icon = 'preparing',
  children,
}: StatusMessageProps) {
  const Heading = variant === 'page' ? 'h1' : 'h2';
  return (
    <div className={`status-message status-message--${variant}`}>
      <StatusIcon kind={icon} />
      <Heading className="status-message__title">{title}</Heading>
      {description ? <p className="status-message__description">{description}</p> : null}
      {children ? <div className="status-message__actions">{children}</div> : null}
    </div>
  );
}

function StatusIcon({ kind }: { kind: NonNullable<StatusMessageProps['icon']> }) {
  return (
    <svg
      className="status-message__icon"
      viewBox="0 0 48 48"
      width="56"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="24" fill="var(--site-accent-soft)" />
      {kind === 'preparing' ? (
        // An hourglass: something is on its way.
        <path
          d="M17 13h14M17 35h14M18.5 13c0 6 11 7 11 11s-11 5-11 11M29.5 13c0 6-11 7-11 11s11 5 11 11"
          fill="none"
          stroke="var(--site-accent)"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      ) : kind === 'missing' ? (
        <path
          d="M21 21a3 3 0 1 1 4.2 2.8c-.8.4-1.2 1.1-1.2 1.9V27M24 31.5v.5M14 24a10 10 0 1 0 20 0 10 10 0 1 0-20 0"
          fill="none"
          stroke="var(--site-accent)"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M24 16v10M24 31.5v.5M14 24a10 10 0 1 0 20 0 10 10 0 1 0-20 0"
          fill="none"
          stroke="var(--site-accent)"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}
