import { LESSON_STATUS_NAMES } from '@reading/contract/teachersupport/lesson-apply';
import { useState } from 'react';
import { Link } from 'react-router';
import { CommunityPage } from '../../../components/board/community-page.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { hrefFor } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session-store.ts';
import { useSite } from '../../../lib/site.ts';
import { classApplyMessages as t } from '../../../messages/class-apply.ts';
import { ROUTE_TITLES as routeTitles } from '../../../messages/route-titles.ts';
import { useLessonList } from '../api/lessons.ts';
import { LessonStatus, LoginFirst, QueryState } from './lesson-shared.tsx';

/** applyClassList: a teacher's library-lesson applications, or the school's for its manager. */
export function LessonListPage() {
  const session = useSession();
  const { basePath } = useSite();
  const [status, setStatus] = useState('');
  const list = useLessonList(status, Boolean(session));
  const c = t.columns;
  return (
    <CommunityPage
      title={routeTitles.applyClassList}
      lead={list.data?.managerYn === 'Y' ? t.managerLead : t.listLead}
      actions={
        session ? (
          <ButtonLink to={hrefFor('applyClassCalendar', { basePath })}>{t.toCalendar}</ButtonLink>
        ) : null
      }
    >
      {!session ? (
        <LoginFirst />
      ) : (
        <>
          <div className="lesson-toolbar">
            <Field label={t.statusFilter} layout="inline">
              {(control) => (
                <select {...control} value={status} onChange={(e) => setStatus(e.target.value)}>
                  <option value="">{t.allStatuses}</option>
                  {Object.entries(LESSON_STATUS_NAMES).map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <QueryState query={list}>
            {(data) =>
              data.list.length === 0 ? (
                <p className="board-state">{t.empty}</p>
              ) : (
                <div className="lesson-table-wrap">
                  <table className="lesson-table">
                    <thead>
                      <tr>
                        <th scope="col">{c.date}</th>
                        <th scope="col">{c.period}</th>
                        <th scope="col">{c.room}</th>
                        <th scope="col">{c.klass}</th>
                        <th scope="col">{c.subject}</th>
                        {data.managerYn === 'Y' ? <th scope="col">{c.teacher}</th> : null}
                        <th scope="col">{c.status}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.list.map((l) => (
                        <tr key={l.applyKey}>
                          <td>
                            <Link
                              to={hrefFor('applyClassDetail', {
                                basePath,
                                search: { applyKey: String(l.applyKey) },
                              })}
                            >
                              {l.lessonDate}
                            </Link>
                          </td>
                          <td>{t.period(l.periodNo)}</td>
                          <td lang="ko">{l.roomName}</td>
                          <td>{t.klass(l.grade, l.classNo)}</td>
                          <td lang="ko">{l.subject}</td>
                          {data.managerYn === 'Y' ? <td lang="ko">{l.teacherName}</td> : null}
                          <td>
                            <LessonStatus lesson={l} />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )
            }
          </QueryState>
        </>
      )}
    </CommunityPage>
  );
}
