import type { FastifyInstance } from 'fastify';

/**
 * SSO module: the bundled OpenID Connect provider under /keris-sso (schema `sso`), holding credentials.
 * The provider and its login page arrive with the identity issue.
 */
export async function ssoModule(_app: FastifyInstance) {}
