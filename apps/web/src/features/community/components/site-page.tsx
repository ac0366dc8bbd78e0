import type { SitePageCode } from '@reading/contract/community/codes';
import { dateOf } from '../../../components/board/board-rows.tsx';
import { BoardLoading } from '../../../components/board/board-states.tsx';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { communityMessages } from '../../../messages/community.ts';
import { useSitePage } from '../api/site-pages.ts';
import '../../../components/board/board.css';
import '../../../components/board/post.css';
import '../../../components/board/board-form.css';

/** EmailRule, PersonalPrivacy, UseCondition, Maintenance: one operator-edited page each (srMng). */
export function SitePage({ srCode }: { srCode: SitePageCode }) {
  const query = useSitePage(srCode);
  const page = query.data;
  if (!page) {
    return (
      <div className="container community-page community-page--narrow">
        {query.isError ? (
          <StatusMessage
            icon="error"
            title={communityMessages.sitePage.loadFailed}
            description={query.error.message}
          />
        ) : (
          <BoardLoading />
        )}
      </div>
    );
  }
  return (
    <article className="container community-page community-page--narrow" aria-labelledby="site-page-title">
      <header className="community-page__head">
        <div>
          <h1 id="site-page-title" className="community-page__title" lang="ko">
            {page.title}
          </h1>
          <p className="community-page__lead">{communityMessages.detail.updated(dateOf(page.modDate))}</p>
        </div>
      </header>
      <div className="site-page__content">
        <SafeHtml html={page.content} />
      </div>
    </article>
  );
}
