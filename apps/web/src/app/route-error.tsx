import { useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button.tsx';
import { StatusMessage } from '../components/ui/status-message.tsx';
import { useSite } from '../lib/site.ts';
import { ko } from '../messages/ko.ts';

/**
 * Shown when a page fails to render or its code fails to load (e.g. after a deploy replaced the
 * chunks). Reloading fetches the new code, hence the retry is a full reload.
 */
export function RouteError() {
  const error = useRouteError();
  const site = useSite();
  if (import.meta.env.DEV) console.error(error);
  return (
    <div className="container">
      <StatusMessage title={ko.routeError.title} description={ko.routeError.description} icon="error">
        <Button onClick={() => window.location.reload()}>{ko.routeError.retry}</Button>
        <ButtonLink to={site.basePath} variant="secondary">
          {ko.common.goHome}
        </ButtonLink>
      </StatusMessage>
    </div>
  );
}
