import { ButtonLink } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { hrefFor, type RouteName } from '../../config/paths.ts';
import { useSite } from '../../lib/site.ts';
import { ko } from '../../messages/ko.ts';

export function NotFoundRoute() {
  const site = useSite();
  return (
    <div className="container">
      <StatusMessage title={ko.notFound.title} description={ko.notFound.description} icon="missing">
        <ButtonLink to={site.basePath}>{ko.common.goHome}</ButtonLink>
      </StatusMessage>
    </div>
  );
}

/**
 * A page opened without its key, or with a key that cannot name anything (issue 37.6): it says so and
 * leads back to the list the key comes from, instead of loading forever.
 */
export function MissingKeyPage({ back }: { back: RouteName }) {
  const { basePath } = useSite();
  return (
    <div className="container">
      <StatusMessage title={ko.missingKey.title} description={ko.missingKey.description} icon="missing">
        <ButtonLink to={hrefFor(back, { basePath })}>{ko.missingKey.back}</ButtonLink>
        <ButtonLink to={basePath} variant="secondary">
          {ko.common.goHome}
        </ButtonLink>
      </StatusMessage>
    </div>
  );
}
