import { z } from 'zod/mini';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { useYnSchema } from '../main/main-setup.ts';

/**
 * GET /schome/service/main/menu/list (spec 001 §7, spec 000 §2 Menus): the server's use flag of every
 * menu item. The client starts from DEFAULT_MENUS (names, groups, order, routes) and lets these flags
 * override them, so an item is its id and flag only (decision 161: the names and order it carried too
 * were 80 % of a 12.5 KB answer read by every visitor and never used).
 */
export const menuFlagSchema = z.object({
  menuId: z.string(),
  useYN: useYnSchema,
});

export const menuListResponseSchema = envelopeSchema(listSchema(menuFlagSchema));

export type MenuFlag = z.infer<typeof menuFlagSchema>;
export type MenuListResponse = z.infer<typeof menuListResponseSchema>;
