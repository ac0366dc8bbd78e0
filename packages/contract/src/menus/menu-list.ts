import { z } from 'zod/mini';
import { envelopeSchema, listSchema } from '../envelope.ts';
import { useYnSchema } from '../main/main-setup.ts';

/**
 * GET /schome/service/main/menu/list (spec 001 §7, spec 000 §2 Menus): the server's use flag of every
 * menu item. The client starts from DEFAULT_MENUS and lets these flags override them.
 */
export const menuFlagSchema = z.object({
  menuId: z.string(),
  groupCode: z.string(),
  groupName: z.string(),
  menuName: z.string(),
  routeName: z.string(),
  site: z.enum(['main', 'school']),
  audience: z.enum(['all', 'student', 'staff']),
  groupOrder: z.int(),
  sortOrder: z.int(),
  useYN: useYnSchema,
});

export const menuListResponseSchema = envelopeSchema(listSchema(menuFlagSchema));

export type MenuFlag = z.infer<typeof menuFlagSchema>;
export type MenuListResponse = z.infer<typeof menuListResponseSchema>;
