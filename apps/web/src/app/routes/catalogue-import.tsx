import { CatalogueImportPage } from '../../features/catalogue-import/components/catalogue-import-page.tsx';
import { useMemberGuard } from '../../features/membership/public.ts';

/** CatalogueImport: the school manager's catalogue import and export (issue 40, decision 283). */
export function CatalogueImportRoute() {
  const session = useMemberGuard({ needsDls: false });
  return session ? <CatalogueImportPage /> : null;
}
