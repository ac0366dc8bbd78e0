import type { TodoSection } from '@reading/contract/mypage/todo';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { hrefFor, isRouteName } from '../../../config/paths.ts';
import { formatDateTime } from '../../../lib/locale.ts';
import { useMember } from '../../../lib/member.ts';
import { useSite } from '../../../lib/site.ts';
import { todoMessages as t } from '../../../messages/todo.ts';
import { useTodo } from '../api/todo.ts';
import './todo-panel.css';

type Link_ = { linkRoute: string; linkQuery: Record<string, string> | null };

function useLinkHref() {
  const { basePath } = useSite();
  return (l: Link_) =>
    isRouteName(l.linkRoute) ? hrefFor(l.linkRoute, { basePath, search: l.linkQuery ?? undefined }) : null;
}

function Section({ section }: { section: TodoSection }) {
  const href = useLinkHref();
  const more = href(section.more);
  const titleId = `todo-${section.kind}`;
  return (
    <section className="todo-panel__section" aria-labelledby={titleId} data-kind={section.kind}>
      <h3 id={titleId} className="todo-panel__kind">
        {t.kinds[section.kind]}
        <span className="todo-panel__count">{t.count(section.totalCount)}</span>
      </h3>
      <ul className="todo-panel__items">
        {section.list.map((item) => {
          const to = href(item);
          return (
            <li key={item.key}>
              {to ? (
                <Link to={to} lang="ko">
                  {item.title}
                </Link>
              ) : (
                <span lang="ko">{item.title}</span>
              )}
              {item.writerName ? (
                <span className="todo-panel__who" lang="ko">
                  {item.writerName}
                </span>
              ) : null}
              {item.regDate ? (
                <span className="todo-panel__date">
                  {formatDateTime(item.regDate, { dateStyle: 'medium' })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {more && section.totalCount > section.list.length ? (
        <Link className="todo-panel__more" to={more}>
          {t.more(section.totalCount)}
        </Link>
      ) : null}
    </section>
  );
}

/**
 * The to-do panel (issue 37, decision 286): for a teacher or manager, what waits for their approval or
 * review, each kind with its count and first items linking to the page where it is decided. Nothing for
 * anyone else.
 */
export function TodoPanel() {
  const member = useMember();
  const todo = useTodo(Boolean(member?.isStaff));
  if (!member?.isStaff) return null;
  const waiting = todo.data?.sections.filter((s) => s.totalCount > 0) ?? [];
  return (
    <section className="todo-panel" aria-labelledby="todo-panel-title" data-testid="todo-panel">
      <h2 id="todo-panel-title" className="todo-panel__title">
        {t.title}
        {todo.data && todo.data.totalCount > 0 ? (
          <span className="todo-panel__total">{t.count(todo.data.totalCount)}</span>
        ) : null}
      </h2>
      {todo.isPending ? (
        <StatusMessage variant="section" title={t.loading} />
      ) : todo.isError ? (
        <StatusMessage variant="section" icon="error" title={t.loadError} />
      ) : waiting.length === 0 ? (
        <p className="todo-panel__empty">{t.empty}</p>
      ) : (
        <>
          <p className="todo-panel__lead">{t.lead}</p>
          <div className="todo-panel__grid">
            {waiting.map((s) => (
              <Section key={s.kind} section={s} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
