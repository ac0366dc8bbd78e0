import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type CirculationService, createCirculationService } from '../circulation/circulation.service.ts';
import { createReservationsService, type ReservationsService } from '../circulation/reservations.service.ts';
import { type LibraryClock, systemClock } from '../library-clock.ts';
import { createRulesService, type RulesService } from '../rules/rules.ts';
import { createPatronRepository, type PatronRepository } from './patron.repository.ts';
import { createPatronService, type PatronService } from './patron.service.ts';

export type LibraryServices = {
  /** Card link, consent and dlsToken (decision 034). */
  patrons: PatronService;
  patronRepository: PatronRepository;
  rules: RulesService;
  circulation: CirculationService;
  reservations: ReservationsService;
  /** The library's clock; tests replace `now` to let time pass (decision 042). */
  clock: LibraryClock;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The library module's services; the portal uses `patrons`. */
    library: LibraryServices;
  }
}

export const libraryServicePlugin = fp(async (app: FastifyInstance) => {
  const db = app.database.db;
  const clock: LibraryClock = { now: systemClock.now };
  const patronRepository = createPatronRepository(db);
  const rules = createRulesService(db);
  const deps = { db, clock, rules, patrons: patronRepository };
  const circulation = createCirculationService(deps);
  app.decorate('library', {
    patrons: createPatronService(patronRepository),
    patronRepository,
    rules,
    circulation,
    reservations: createReservationsService(deps, circulation),
    clock,
  });
});
