import { INQUIRY_STATUS } from '@reading/contract/community/codes';
import type { MyCommunitySection } from '@reading/contract/mypage/my-community';
import { useState } from 'react';
import { Link } from 'react-router';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor, isRouteName } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { myPageMessages } from '../../../messages/my-page.ts';
import { myPageInfoMessages } from '../../../messages/my-page-info.ts';
import { useMyCommunityList, useMyCommunitySections } from '../api/member-info.ts';
import { MyPageFrame } from './my-page-frame.tsx';
import './my-page-info.css';
import { koreaDate } from '../../../lib/dates.ts';

const t = myPageInfoMessages.community;
const day = (iso: string) => koreaDate(iso);

/**
 * A name the server sent along (a section, a board, a status) in the reader's language: the catalogue's
 * name for it, or as sent, marked Korean (decision 210).
 */
function ServerName({ name }: { name: string }) {
  const named = t.names[name];
  return named ? named : <span lang="ko">{name}</span>;
}

/** One section: its count, a page of the member's rows, and a link to the board. */
function CommunitySection({ memberKey, section }: { memberKey: number; section: MyCommunitySection }) {
  const { basePath } = useSite();
  const [page, setPage] = useState(1);
  const list = useMyCommunityList(memberKey, section.sectionCode, page);
  const headingId = `my-community-${section.sectionCode}`;
  const link = (route: string | null, search?: Record<string, string>) =>
    route && isRouteName(route) ? hrefFor(route, { basePath, search }) : null;
  const more = link(section.moreRoute);
  const sectionName = t.names[section.sectionName] ?? section.sectionName;
  return (
    <section className="my-page__card my-community__section" aria-labelledby={headingId}>
      <div className="my-community__head">
        <h2 id={headingId} className="my-page__card-title">
          <ServerName name={section.sectionName} />{' '}
          <span className="my-community__count">{t.count(section.totalCount)}</span>
        </h2>
        {more ? <Link to={more}>{t.more(sectionName)}</Link> : null}
      </div>
      {list.isPending ? (
        <StatusMessage variant="section" title={myPageMessages.loading} />
      ) : list.isError ? (
        <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />
      ) : list.data.list.length === 0 ? (
        <p className="my-community__empty">{t.empty}</p>
      ) : (
        <ul className="my-community__list">
          {list.data.list.map((item) => {
            const href = link(item.linkRoute, item.linkQuery);
            return (
              <li key={item.key}>
                {href ? (
                  <Link to={href} lang="ko">
                    {item.title}
                  </Link>
                ) : (
                  <span lang="ko">{item.title}</span>
                )}
                <span className="my-community__meta">
                  {section.sectionCode === 'posts' ? (
                    <span>
                      <ServerName name={item.boardName} />
                    </span>
                  ) : null}
                  {item.statusName ? (
                    <span
                      className={`my-community__status${item.statusCode === INQUIRY_STATUS.answered ? ' is-done' : ''}`}
                    >
                      <ServerName name={item.statusName} />
                    </span>
                  ) : null}
                  <time dateTime={item.regDate}>{day(item.regDate)}</time>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {list.data ? (
        <Pagination
          page={page}
          totalPage={list.data.totalPage}
          onPage={setPage}
          label={t.pageLabel(sectionName)}
        />
      ) : null}
    </section>
  );
}

/**
 * MyCommunity (spec 001 §2.2, §7 readingCommunity; decision 096): a section per kind of the member's
 * community activity, as the server's registry answers them; later modules add theirs there.
 */
export function MyCommunity({ memberKey }: { memberKey: number }) {
  const sections = useMyCommunitySections(memberKey);
  return (
    <MyPageFrame current="MyCommunity" titleId="my-community-title" title={t.title}>
      <p className="my-page__lead">{t.lead}</p>
      {sections.isPending ? (
        <StatusMessage variant="section" title={myPageMessages.loading} />
      ) : sections.isError ? (
        <StatusMessage variant="section" icon="error" title={myPageMessages.loadError} />
      ) : sections.data.length === 0 ? (
        <StatusMessage variant="section" title={t.none} />
      ) : (
        <ul className="my-community" aria-label={t.sectionsLabel}>
          {sections.data.map((section) => (
            <li key={section.sectionCode}>
              <CommunitySection memberKey={memberKey} section={section} />
            </li>
          ))}
        </ul>
      )}
    </MyPageFrame>
  );
}
