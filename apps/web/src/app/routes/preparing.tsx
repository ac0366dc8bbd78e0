import { ButtonLink } from '../../components/ui/button.tsx';
import { StatusMessage } from '../../components/ui/status-message.tsx';
import { useSite } from '../../lib/site.ts';
import { ko } from '../../messages/ko.ts';

/** Every route whose status is 'preparing' in config/paths.ts (spec 000 §5). */
export function PreparingRoute() {
  const site = useSite();
  return (
    <div className="container">
      <StatusMessage title={ko.common.servicePreparing} icon="preparing">
        <ButtonLink to={site.basePath}>{ko.common.goHome}</ButtonLink>
      </StatusMessage>
    </div>
  );
}
