import type { FaqItem } from '@reading/contract/community/faq-board';
import { useId, useState } from 'react';
import { BoardSearch } from '../../../components/board/board-search.tsx';
import { BoardEmpty, BoardError, BoardLoading } from '../../../components/board/board-states.tsx';
import { CategoryTabs } from '../../../components/board/category-tabs.tsx';
import { categoryLabel, namedCategories } from '../../../components/board/code-names.ts';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { SafeHtml } from '../../../components/rich-text/safe-html.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useCurrentSchKey } from '../../../lib/current-school.ts';
import { communityMessages } from '../../../messages/community.ts';
import { useFaqCategories, useFaqList } from '../api/faq-board.ts';

const t = communityMessages;

/** Faq and SchoolFaq: categories as tabs, a search, questions that open their answers in place. */
export function FaqPage({ school = false }: { school?: boolean }) {
  const currentSchKey = useCurrentSchKey() ?? undefined;
  const schKey = school ? currentSchKey : undefined;
  const params = useListParams(['categoryCode'] as const);
  const categories = useFaqCategories();
  const query = useFaqList({
    categoryCode: params.filters.categoryCode || undefined,
    schKey,
    pageIndex: params.pageIndex,
    searchKeyword: params.searchKeyword || undefined,
  });
  const title = school ? t.titles.SchoolFaq : t.titles.Faq;
  const data = query.data;
  return (
    <CommunityPage title={title} lead={t.leads.Faq}>
      <div className="board__tools">
        <BoardSearch
          keyword={params.searchKeyword}
          searchType="all"
          withType={false}
          onSearch={(keyword) => params.setSearch(keyword, 'all')}
        />
      </div>
      <CategoryTabs
        label={t.faq.categories}
        allLabel={t.list.allCategories}
        categories={namedCategories('faq', categories.data ?? [])}
        selected={params.filters.categoryCode}
        onSelect={(categoryCode) => params.setFilters({ categoryCode })}
      >
        {query.isError && !data ? (
          <BoardError error={query.error} onRetry={() => void query.refetch()} />
        ) : !data ? (
          <BoardLoading />
        ) : (
          <>
            <p className="board__total" aria-live="polite">
              {t.list.total(data.totalCount)}
            </p>
            {data.list.length ? (
              <ul className="faq-list">
                {data.list.map((item) => (
                  <FaqEntry key={item.postKey} item={item} />
                ))}
              </ul>
            ) : (
              <BoardEmpty keyword={params.searchKeyword} />
            )}
            <Pagination
              page={params.pageIndex}
              totalPage={data.totalPage}
              onPage={params.setPage}
              label={t.list.pages(title)}
            />
          </>
        )}
      </CategoryTabs>
    </CommunityPage>
  );
}

/** One question: a disclosure button that opens its answer below it. */
function FaqEntry({ item }: { item: FaqItem }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <li className={`faq-item${open ? ' faq-item--open' : ''}`}>
      <h2 className="faq-item__heading">
        <button
          type="button"
          className="faq-item__question"
          aria-expanded={open}
          aria-controls={`${id}-answer`}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="faq-item__q" aria-hidden="true">
            Q
          </span>
          {categoryLabel('faq', item) ? (
            <span className="board-mark board-mark--label">{categoryLabel('faq', item)}</span>
          ) : null}
          <span className="faq-item__text" lang="ko">
            {item.title}
          </span>
          <svg className="faq-item__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </h2>
      <section id={`${id}-answer`} className="faq-item__answer" hidden={!open} aria-label={t.faq.answer}>
        <span className="faq-item__a" aria-hidden="true">
          A
        </span>
        <SafeHtml html={item.content} />
      </section>
    </li>
  );
}
