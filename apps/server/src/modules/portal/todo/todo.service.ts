import { MEMBER_TYPES } from '@reading/contract/codes/member-types';
import {
  TODO_ITEMS_SHOWN,
  TODO_KINDS,
  type Todo,
  type TodoItem,
  type TodoKind,
} from '@reading/contract/mypage/todo';
import { forbidden } from '../../../lib/errors.ts';
import type { Actor } from '../core/actor.ts';

/** A verified teacher or manager acting for their school: the one caller the to-do panel answers. */
export type TodoCaller = Actor & { schKey: number; memberTypeCode: '02' | '03' };

/** What an area tells the to-do panel about one kind of work: its count and first items, for a caller. */
export type TodoSource = {
  kind: TodoKind;
  /** Whether the caller decides this kind (a manager alone approves teachers). */
  appliesTo?: (caller: TodoCaller) => boolean;
  /** The page listing every item of the kind. */
  more: { linkRoute: string; linkQuery?: Record<string, string> };
  /** How many items wait and the first `limit` of them, from the same query the area's own list uses. */
  page(caller: TodoCaller, limit: number): Promise<{ totalCount: number; list: TodoItem[] }>;
};

const ORDER = Object.keys(TODO_KINDS) as TodoKind[];

/**
 * The to-do panel (issue 37, decision 286): a registry of sources, one per kind of work, which the areas
 * add as they are wired (portal/index.ts composes them). Nothing is kept: every figure comes from the
 * owning area's own query when the panel is asked.
 */
export function createTodoService() {
  const sources = new Map<TodoKind, TodoSource>();
  return {
    add(source: TodoSource) {
      sources.set(source.kind, source);
    },

    /** What waits for a verified teacher or manager; 403 for anyone else. */
    async of(actor: Actor): Promise<Todo> {
      const staff =
        actor.memberTypeCode === MEMBER_TYPES.teacher || actor.memberTypeCode === MEMBER_TYPES.manager;
      if (!staff || actor.schKey === null) throw forbidden();
      const caller = actor as TodoCaller;
      const mine = ORDER.map((kind) => sources.get(kind)).filter(
        (s): s is TodoSource => !!s && (s.appliesTo?.(caller) ?? true),
      );
      const sections = await Promise.all(
        mine.map(async (s) => {
          const { totalCount, list } = await s.page(caller, TODO_ITEMS_SHOWN);
          return {
            kind: s.kind,
            name: TODO_KINDS[s.kind],
            totalCount,
            list: list.slice(0, TODO_ITEMS_SHOWN),
            more: { linkRoute: s.more.linkRoute, linkQuery: s.more.linkQuery ?? null },
          };
        }),
      );
      return { sections, totalCount: sections.reduce((n, s) => n + s.totalCount, 0) };
    },
  };
}

export type TodoService = ReturnType<typeof createTodoService>;
