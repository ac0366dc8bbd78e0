import { volumeRanges } from '@reading/contract/search/volumes';
import { ko } from '../../messages/ko.ts';

/**
 * A book's title as every list shows it (decision 240): one line per work, its volumes beside the title
 * ('흔한남매 1–15권'), or the record's own volume when it is one of several. The title is catalogue data
 * (lang="ko"); the volume unit follows the interface's language.
 */
export function WorkTitle({
  title,
  volume = null,
  volumes = [],
}: {
  title: string;
  volume?: string | null;
  volumes?: readonly string[];
}) {
  const range = volumes.length > 1 ? volumeRanges(volumes) : null;
  return (
    <>
      <span lang="ko">{title}</span>
      {range ? (
        <span className="work-title__volumes"> {ko.common.volumes(range)}</span>
      ) : volume ? (
        <span lang="ko"> {volume}</span>
      ) : null}
    </>
  );
}
