import { WordListManage } from '../../../features/word-lists/components/word-list-manage.tsx';

/** SearchWordManage: a school librarian's blocked search terms and banned words (decision 014). */
export function SearchWordManageRoute() {
  return <WordListManage />;
}
