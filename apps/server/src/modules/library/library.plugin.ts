import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createCatalogueLookup, createHoldingsService } from '../search/public.ts';
import { createCirculationService } from './circulation/circulation.service.ts';
import type { CirculationEvents } from './circulation/circulation-events.ts';
import { createLoansService } from './circulation/loans.service.ts';
import { createReservationsService } from './circulation/reservations.service.ts';
import { createDeskService } from './desk/desk.service.ts';
import { createFurnishService } from './furnish/furnish.service.ts';
import { createIllRepository } from './ill/ill.repository.ts';
import { createIllService } from './ill/ill.service.ts';
import { createIllRequestsService } from './ill/ill-requests.service.ts';
import { createLoanHistoryService } from './loan-history/loan-history.service.ts';
import { createPatronRepository, type PatronRepository } from './patrons/patron.repository.ts';
import { createPatronService } from './patrons/patron.service.ts';
import { createRulesService } from './rules/rules.service.ts';
import { createStudyService } from './study/study.service.ts';
import { createUserService } from './user/user.service.ts';

/**
 * Every service of the library wing, built once (docs/decisions/065): the module's index registers its
 * routes with these, and the public face (public.ts) is made from them. The search module's holdings
 * and catalogue come in here, through its public face, and nowhere else in the library.
 */
export function createLibraryServices(
  db: Db,
  clock: Clock,
  events?: (patrons: PatronRepository) => CirculationEvents,
) {
  const today = () => clock.today();
  const holdingsIn = createHoldingsService;
  const patronRepository = createPatronRepository(db);
  const patrons = createPatronService(patronRepository);
  const rules = createRulesService(db);
  const loans = createLoansService({ db, rules, today });
  const deps = {
    db,
    clock,
    rules,
    patrons: patronRepository,
    loans,
    holdingsIn,
    events: events?.(patronRepository),
  };
  const circulation = createCirculationService(deps);
  const reservations = createReservationsService(deps, circulation);
  return {
    /** The server's one clock (decision 235); tests replace `now` to let time pass. */
    clock,
    /** Card link, consent and the library token (decision 034). */
    patrons,
    patronRepository,
    rules,
    loans,
    circulation,
    reservations,
    desk: createDeskService({ circulation, loans, reservations, rules }),
    furnish: createFurnishService({
      db,
      clock,
      holdings: holdingsIn(db),
      catalogue: createCatalogueLookup(db),
    }),
    illGroups: createIllService(createIllRepository(db)),
    illRequests: createIllRequestsService({ db, clock, holdingsIn, releaseCopy: circulation.releaseCopy }),
    study: createStudyService(db, today),
    user: createUserService({ db, circulation, loans, reservations, rules }),
    loanHistory: createLoanHistoryService({ patrons, loans, reservations }),
  };
}

export type LibraryServices = ReturnType<typeof createLibraryServices>;

/** What the index hands each of the library's route plugins. */
export type LibraryRoutesOptions = { services: LibraryServices };
