import { SHARE_LEVELS, SHARE_SUBJECTS, type ShareItem } from '@reading/contract/teachersupport/share-room';
import { Link } from 'react-router';
import { BoardListView } from '../../../components/board/board-list-view.tsx';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { useListParams } from '../../../components/board/use-list-params.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { markData } from '../../../components/ui/marked.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { ROUTE_TITLES } from '../../../messages/route-titles.ts';
import { teacherShareMessages as t } from '../../../messages/teacher-share.ts';
import { useShareList } from '../api/shares.ts';
import { shareLabelParts } from './share-label.ts';

const FILTERS = ['schLevelCode', 'subjectCode', 'tag', 'mineYn'] as const;

/** TeacherShareRoom: materials shared with every school and the school's own; level, subject, tag filters. */
export function ShareRoomPage() {
  const { basePath } = useSite();
  const params = useListParams(FILTERS);
  const { schLevelCode, subjectCode, tag, mineYn } = params.filters;
  const query = useShareList({
    pageIndex: params.pageIndex,
    searchKeyword: params.searchKeyword || undefined,
    searchType: params.searchType,
    schLevelCode: schLevelCode || undefined,
    subjectCode: subjectCode || undefined,
    tag: tag || undefined,
    mineYn: mineYn === 'Y' ? 'Y' : undefined,
  });
  const toRow = (item: ShareItem) => ({
    key: item.postKey,
    href: hrefFor('TeacherShareDetail', { basePath, search: { postKey: String(item.postKey) } }),
    title: item.title,
    pinned: false,
    label: shareLabelParts(item).join(' · '),
    status: item.openScope === '02' ? { text: t.ownSchool, tone: 'waiting' as const } : null,
    writer: `${item.writerName}${item.schName ? ` (${item.schName})` : ''}`,
    date: item.regDate,
    views: item.viewCount,
    files: item.fileCnt,
  });
  const filters = (
    <fieldset className="share-filters">
      <legend className="visually-hidden">{t.filters}</legend>
      <Field label={t.level} layout="inline">
        {(control) => (
          <select
            {...control}
            value={schLevelCode}
            onChange={(e) => params.setFilters({ schLevelCode: e.target.value })}
          >
            <option value="">{t.allLevels}</option>
            {SHARE_LEVELS.map((l) => (
              <option key={l.codeId} value={l.codeId}>
                {l.codeName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.subject} layout="inline">
        {(control) => (
          <select
            {...control}
            value={subjectCode}
            onChange={(e) => params.setFilters({ subjectCode: e.target.value })}
          >
            <option value="">{t.allSubjects}</option>
            {SHARE_SUBJECTS.map((s) => (
              <option key={s.codeId} value={s.codeId}>
                {s.codeName}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="share-filters__mine">
        <input
          type="checkbox"
          checked={mineYn === 'Y'}
          onChange={(e) => params.setFilters({ mineYn: e.target.checked ? 'Y' : '' })}
        />
        {t.mine}
      </label>
      {tag ? (
        <p className="share-filters__tag">
          {markData(t.tagFilter, tag)}{' '}
          <Link to={hrefFor('TeacherShareRoom', { basePath })}>{t.clearTag}</Link>
        </p>
      ) : null}
    </fieldset>
  );
  return (
    <CommunityPage
      title={ROUTE_TITLES.TeacherShareRoom}
      lead={t.lead}
      actions={<ButtonLink to={hrefFor('TeacherShareEdit', { basePath })}>{t.write}</ButtonLink>}
    >
      <BoardListView
        title={ROUTE_TITLES.TeacherShareRoom}
        query={query}
        params={params}
        toRow={toRow}
        filters={filters}
      />
    </CommunityPage>
  );
}
