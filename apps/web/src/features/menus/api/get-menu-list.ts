import { menuListResponseJsonSchema } from '@reading/contract/json-schema/first-load-answers.generated';
import type { MenuFlag } from '@reading/contract/menus/menu-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /schome/service/main/menu/list (spec 001 §7): the server's use flags of the menu items. */
export async function getMenuList(signal?: AbortSignal): Promise<MenuFlag[]> {
  const envelope = await apiClient.get('/schome/service/main/menu/list', {
    schema: menuListResponseJsonSchema,
    signal,
  });
  return envelope.data.list;
}

export function menuListQueryOptions() {
  return queryOptions({
    queryKey: ['main', 'menu-list'],
    queryFn: ({ signal }) => getMenuList(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useMenuList() {
  return useQuery(menuListQueryOptions());
}
