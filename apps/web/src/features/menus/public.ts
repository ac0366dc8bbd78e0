/** The menus area's public face (decision 062): other features open or close the menu drawer. */
export { setMenuDrawerOpen } from './drawer-state.ts';
