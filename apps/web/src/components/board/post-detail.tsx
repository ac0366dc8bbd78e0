import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/locale.ts';
import { communityMessages } from '../../messages/community.ts';
import { SafeHtml } from '../rich-text/safe-html.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { type AttachmentItem, AttachmentList } from './attachment-list.tsx';
import { dateOf } from './board-rows.tsx';

const t = communityMessages.detail;

export type Neighbour = { href: string; title: string } | null;

type PostDetailProps = {
  title: string;
  /** A school's or library's name: data, marked Korean. */
  label?: string | null;
  /** A category named by its code, in the reader's language. */
  kind?: string | null;
  status?: ReactNode;
  writer?: string | null;
  date: string;
  views?: number | null;
  /** Staff HTML (rendered through DOMPurify) or a member's plain text (line breaks kept). */
  content: { html: string } | { text: string };
  files: readonly AttachmentItem[];
  prev: Neighbour;
  next: Neighbour;
  listHref: string;
  /** The answer, the answer form: under the post. */
  children?: ReactNode;
};

/** A post opened: title, facts, content, attachments, then previous and next and the way back. */
export function PostDetail(props: PostDetailProps) {
  const { title, label, kind, status, writer, date, views, content, files, prev, next, listHref, children } =
    props;
  return (
    <article className="post" aria-labelledby="post-title">
      <header className="post__head">
        {kind ? <p className="board-mark board-mark--label post__label">{kind}</p> : null}
        {label ? (
          <p className="board-mark board-mark--label post__label" lang="ko">
            {label}
          </p>
        ) : null}
        <h2 id="post-title" className="post__title" lang="ko">
          {title}
        </h2>
        <dl className="post__meta" aria-label={t.meta}>
          {writer ? (
            <div>
              <dt>{communityMessages.list.writer}</dt>
              <dd lang="ko">{writer}</dd>
            </div>
          ) : null}
          <div>
            <dt>{communityMessages.list.date}</dt>
            <dd>{dateOf(date)}</dd>
          </div>
          {views !== undefined && views !== null ? (
            <div>
              <dt>{communityMessages.list.views}</dt>
              <dd>{formatNumber(views)}</dd>
            </div>
          ) : null}
          {status ? (
            <div>
              <dt>{communityMessages.question.status}</dt>
              <dd>{status}</dd>
            </div>
          ) : null}
        </dl>
      </header>
      <div className="post__content" lang="ko">
        {'html' in content ? <SafeHtml html={content.html} /> : <p className="post__text">{content.text}</p>}
      </div>
      <AttachmentList files={files} />
      {children}
      <nav className="post-nav" aria-label={`${t.prev}·${t.next}`}>
        <NeighbourLink label={t.prev} neighbour={prev} />
        <NeighbourLink label={t.next} neighbour={next} />
      </nav>
      <p className="post__back">
        <ButtonLink to={listHref} variant="secondary">
          {t.toList}
        </ButtonLink>
      </p>
    </article>
  );
}

function NeighbourLink({ label, neighbour }: { label: string; neighbour: Neighbour }) {
  return (
    <p className="post-nav__item">
      <span className="post-nav__label">{label}</span>
      {neighbour ? (
        <Link to={neighbour.href} lang="ko">
          {neighbour.title}
        </Link>
      ) : (
        <span className="post-nav__none">{t.none}</span>
      )}
    </p>
  );
}
