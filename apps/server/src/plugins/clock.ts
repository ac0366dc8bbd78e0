import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's one clock in Korea time (decision 235); services get it in their deps. */
    clock: Clock;
  }
}

/** Decorates `app.clock` before any module registers, so every service is built with the same clock. */
export const clockPlugin = fp(async (app: FastifyInstance, opts: { clock: Clock }) => {
  app.decorate('clock', opts.clock);
});
