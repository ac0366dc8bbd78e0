import { inArea, page, redirect } from './route-entry.ts';

/** The curation area's routes (spec 001 §2.2), in the paths table's order. */
export const CURATION_ROUTES = inArea('curation', [
  redirect('Curation', '/Curation', 'PopularCuration'),
  page('PopularCuration', '/PopularCuration', 'ready'),
  page('StudentCuration', '/StudentCuration', 'ready'),
  page('CenterCuration', '/CenterCuration', 'ready'),
  page('AccessionCuration', '/AccessionCuration', 'ready'),
  redirect(
    'ParticipationCustomizedBooks',
    '/ParticipationCustomizedBooks',
    'ParticipationCustomizedCurationResult',
  ),
  page('ParticipationCustomizedCuration', '/ParticipationCustomizedCuration', 'ready'),
  page('ParticipationCustomizedCurationResult', '/ParticipationCustomizedCurationResult', 'ready'),
  page('ParticipationCustomizedProcess', '/ParticipationCustomizedProcess', 'ready'),
  // Not in the spec: the reading statistics page behind the home's statistics tab (issue 15).
  page('ReadingStatistics', '/ReadingStatistics', 'ready'),
]);
