import { ko } from '../messages/ko.ts';
import './page-loading.css';

/** Shown in the frame while the first page's code loads. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span className="visually-hidden">{ko.common.loading}</span>
    </div>
  );
}
