import type { ReactNode } from 'react';

/** A slot no message holds: a private-use character around the slot's index. */
const slot = (index: number) => `\u{E000}${index}\u{E001}`;
const SLOTS = /\u{E000}(\d+)\u{E001}/u;

/**
 * A message with data inside it (decision 210): `「${keyword}」 검색 결과`, `${name}님의 서재`. The message
 * is called with a marker for each piece of data, and each piece is drawn where its marker falls, in a
 * `lang="ko"` span: the interface words around it read in the page's language, the data as stored.
 *
 * @example <DataText message={(name) => t.owner(name)} data={[shelf.ownerName]} />
 */
export function DataText({
  message,
  data,
}: {
  message: (...slots: string[]) => string;
  data: readonly ReactNode[];
}) {
  const parts = message(...data.map((_, index) => slot(index))).split(SLOTS);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? (
          part
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts are fixed by the message
          <span key={index} lang="ko">
            {data[Number(part)]}
          </span>
        ),
      )}
    </>
  );
}
