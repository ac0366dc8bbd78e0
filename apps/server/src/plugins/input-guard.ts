import {
  CONTROL_CHARACTER_MESSAGE,
  hasUnsafeCharacters,
} from '@reading/contract/validators/control-characters';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors.ts';

/** The first field (dotted path) whose string breaks the text rule, or null. Iterative: any depth. */
export function findUnsafeField(value: unknown, prefix = ''): string | null {
  const stack: Array<[string, unknown]> = [[prefix, value]];
  while (stack.length) {
    const [path, current] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasUnsafeCharacters(current)) return path;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push([path, item]);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        if (hasUnsafeCharacters(key)) return path || key;
        stack.push([path ? `${path}.${key}` : key, item]);
      }
    }
  }
  return null;
}

/**
 * Whether any string in `value`, or any key of an object in it, breaks the text rule: the walk of
 * `findUnsafeField` without the field paths (every request takes it; paths are built only for the
 * message of one that breaks the rule). Strings are checked where they are met, not stacked. The read
 * cache's front door checks headers with it too (decision 212).
 */
export function hasUnsafeText(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (hasUnsafeCharacters(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) stack.push(item);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const record = current as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (hasUnsafeCharacters(key)) return true;
        const item = record[key];
        if (typeof item === 'string') {
          if (hasUnsafeCharacters(item)) return true;
        } else if (item && typeof item === 'object') stack.push(item);
      }
    }
  }
  return false;
}

/** Throws 400 naming the field when any string in `value` breaks the text rule. */
export function refuseUnsafeText(value: unknown) {
  if (!hasUnsafeText(value)) return;
  const field = findUnsafeField(value);
  if (field !== null)
    throw badRequest(field ? `${field}: ${CONTROL_CHARACTER_MESSAGE}` : CONTROL_CHARACTER_MESSAGE);
}

/**
 * The text rule of decision 055 for every route, present and future: no control character (other than
 * tab and line breaks) and no lone surrogate in any header, path parameter, query or body string.
 * Headers, path and query are checked on request, before the session plugin reads its headers; the
 * body once it is parsed. Registered before every other app plugin.
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  // Callback hooks (no promise per request, decision 160); a request without a body has none to check.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      refuseUnsafeText(request.headers);
      refuseUnsafeText(request.params);
      refuseUnsafeText(request.query);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined || request.body === null) return done();
    try {
      refuseUnsafeText(request.body);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
});
