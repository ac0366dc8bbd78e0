import './book-cover.css';

/** Tile colours (all dark enough for white text at 4.5:1); a title always gets the same one. */
const PALETTE_SIZE = 8;

function paletteOf(title: string): number {
  let h = 0;
  for (const ch of title) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h % PALETTE_SIZE;
}

/**
 * A book's cover (decision 240): the record's image when it has one, otherwise a generated tile that
 * sets the title and author legibly on a colour chosen from the title. Decorative beside the title
 * (which every list writes out), so hidden from assistive technology.
 */
export function BookCover({
  title,
  author,
  coverUrl = null,
  className,
}: {
  title: string;
  author: string | null;
  coverUrl?: string | null;
  className?: string;
}) {
  const classes = ['book-cover', className].filter(Boolean).join(' ');
  if (coverUrl) return <img className={`${classes} book-cover--image`} src={coverUrl} alt="" />;
  return (
    <div className={`${classes} book-cover--c${paletteOf(title)}`} aria-hidden="true">
      <span className="book-cover__title" lang="ko">
        {title}
      </span>
      {author ? (
        <span className="book-cover__author" lang="ko">
          {author.split(/\s*;\s*/)[0]}
        </span>
      ) : null}
    </div>
  );
}
