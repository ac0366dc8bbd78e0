import { ButtonLink } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
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
