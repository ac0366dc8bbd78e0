import { ko } from '../../messages/ko.ts';
import { ApiError, apiClient, type ResponseSchema } from '../api-client.ts';
import { libraryAuthorization } from '../library-token.ts';

type Query = Readonly<Record<string, string | number | undefined>>;

function authorization(): Record<string, string> {
  const headers = libraryAuthorization();
  // The pages ask for a link first; a call without one would only earn the server's 403.
  if (!headers) throw new ApiError(403, ko.auth.dlsRequired);
  return headers;
}

/** A member's own library call: the portal headers plus the library token (spec 001 §7). */
export function libraryGet<T>(path: string, query: Query, schema: ResponseSchema<T>, signal?: AbortSignal) {
  return apiClient.get(path, { query, schema, signal, headers: authorization() });
}

export function libraryPost<T>(path: string, body: unknown, schema: ResponseSchema<T>) {
  return apiClient.post(path, { body, schema, headers: authorization() });
}

/** Query keys of the member's library lists, so an action can refresh exactly what it changed. */
export const libraryKeys = {
  all: ['library', 'member'] as const,
  list: (name: string, page: number) => ['library', 'member', name, page] as const,
};
