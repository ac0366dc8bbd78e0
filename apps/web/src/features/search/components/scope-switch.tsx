import { SEARCH_SCOPES, type SearchScope } from '@reading/contract/search/search';
import { Link } from 'react-router';
import { searchMessages } from '../../../messages/search.ts';

/**
 * The scope switch above a reader's results (decision 242): '우리 학교 N · 우리 지역 N · 전국 N', the
 * searched scope marked. Counts stop at the search's cap (1,000).
 */
export function ScopeSwitch({
  active,
  counts,
  href,
  onChoose,
}: {
  active: SearchScope;
  counts: Record<SearchScope, number>;
  href: (scope: SearchScope) => string;
  onChoose: (scope: SearchScope) => void;
}) {
  return (
    <nav className="scope-switch" aria-label={searchMessages.scopeLabel}>
      <ul>
        {SEARCH_SCOPES.map((scope) => (
          <li key={scope}>
            <Link
              to={href(scope)}
              aria-current={scope === active ? 'page' : undefined}
              className="scope-switch__link"
              data-scope={scope}
              onClick={() => onChoose(scope)}
            >
              {searchMessages.scopeCount(searchMessages.scopes[scope] ?? scope, counts[scope])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
