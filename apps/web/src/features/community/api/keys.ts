/** Query keys of the community calls, so a write can refresh exactly the lists it changed. */
export const communityKeys = {
  all: ['community'] as const,
  board: (board: string) => ['community', board] as const,
  list: (board: string, params: object) => ['community', board, 'list', params] as const,
  detail: (board: string, params: object) => ['community', board, 'detail', params] as const,
};
