/**
 * The shape of a paths-table entry and the three builders each area's route file uses (`page`,
 * `redirect`, `inArea`). The table itself is assembled in `config/paths.ts`, which re-exports these
 * types; import them from there.
 */
export type RouteArea =
  | 'home'
  | 'announcements'
  | 'schoolCommunity'
  | 'curation'
  | 'guide'
  | 'groupReading'
  | 'myPage'
  | 'participation'
  | 'promotion'
  | 'browse'
  | 'search'
  | 'classApplication'
  | 'login';

export type RouteStatus = 'ready' | 'preparing';

/**
 * Spec 001 §6: a 'notStudent' route answers students with '접근이 불가합니다.'; a 'studentOnly' route
 * answers everyone else with '학생만 접근가능한 메뉴입니다.'. Enforced once login exists. A 'managerOnly'
 * route (the circulation desk, decision 046) answers everyone but school managers '접근이 불가합니다.'.
 */
export type RouteGuard = 'notStudent' | 'studentOnly' | 'managerOnly';

export type PageRouteDefinition = {
  name: string;
  path: string;
  area: RouteArea;
  status: RouteStatus;
  guard?: RouteGuard;
};

export type RedirectRouteDefinition = {
  name: string;
  path: string;
  area: RouteArea;
  redirect: { to: string; params?: Readonly<Record<string, string>> };
};

export type RouteDefinition = PageRouteDefinition | RedirectRouteDefinition;

/** A page of the table; the literal name and path are kept, so `RouteName` is a union of names. */
export function page<const N extends string, const P extends string, const S extends RouteStatus>(
  name: N,
  path: P,
  status: S,
  guard?: RouteGuard,
) {
  return { name, path, status, ...(guard ? { guard } : {}) };
}

/** A redirect to another route of the table, by name (with its path parameters, if it takes any). */
export function redirect<const N extends string, const P extends string, const T extends string>(
  name: N,
  path: P,
  to: T,
  params?: Readonly<Record<string, string>>,
) {
  return { name, path, redirect: params ? { to, params } : { to } };
}

/** An area's entries, each marked with the area (menus and the route walk group by it). */
export function inArea<const A extends RouteArea, const E extends readonly object[]>(area: A, entries: E) {
  return entries.map((entry) => ({ ...entry, area })) as { [K in keyof E]: E[K] & { area: A } };
}
