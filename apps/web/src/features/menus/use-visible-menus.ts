import { useMember } from '../../lib/member.ts';
import { useSite } from '../../lib/site.ts';
import { useMenuList } from './api/get-menu-list.ts';
import { type MenuGroup, visibleMenus } from './menus.ts';

/** The current visitor's menu on the current site. Until the flags load, the defaults show. */
export function useVisibleMenus(): MenuGroup[] {
  const site = useSite();
  const member = useMember();
  const { data } = useMenuList();
  return visibleMenus({
    site: site.level ? 'school' : 'main',
    isStaff: member?.isStaff ?? false,
    flags: data,
  });
}
