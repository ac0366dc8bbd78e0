import type { ReactNode } from 'react';
import './board.css';
import './post.css';
import './board-form.css';

type CommunityPageProps = {
  title: string;
  lead?: string;
  /** Buttons beside the heading (write, apply). */
  actions?: ReactNode;
  children: ReactNode;
  /** 'narrow' for reading a post or filling a form. */
  width?: 'wide' | 'narrow';
};

/** The frame of every community page: one h1, an optional lead and actions, then the content. */
export function CommunityPage({ title, lead, actions, children, width = 'wide' }: CommunityPageProps) {
  return (
    <section
      className={`container community-page community-page--${width}`}
      aria-labelledby="community-title"
    >
      <header className="community-page__head">
        <div>
          <h1 id="community-title" className="community-page__title">
            {title}
          </h1>
          {lead ? <p className="community-page__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="community-page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
