import { z } from './zod';

/**
 * The vendor's menu rules (issue 16), once: the console's form and the server's routes both
 * validate with these. Prices are whole naira; names are unique whatever their case (the
 * create-order payload is keyed by name, product-spec §3), which the server checks against the
 * stored menu.
 */
export const MENU_PRICE_MIN = 50;
export const MENU_PRICE_MAX = 1_000_000;
export const MENU_NAME_MIN = 2;
export const MENU_NAME_MAX = 60;
export const MENU_DESC_MAX = 200;

export const MENU_PRICE_MESSAGE = 'Price must be a whole number from ₦50 to ₦1,000,000';
export const MENU_NAME_MESSAGE = 'Name must be 2 to 60 characters';
export const MENU_DESC_MESSAGE = 'Description must be at most 200 characters';
export const MENU_CATEGORY_MAX = 30;
export const MENU_CATEGORY_MESSAGE = 'Category must be at most 30 characters';
/** The refusal of a name another package already has (any case). */
export const menuNameTakenMessage = (name: string) => `Another package is already called ${name}`;
/**
 * The refusal of a name whose order key (' Package' appended when missing, product-spec §3) is
 * another package's: 'Mini' beside 'Mini Package'.
 */
export const menuNameOrderedAsMessage = (name: string, other: string, key: string) =>
  `Orders would mix ${name} up with ${other} (both are sent as ${key}): choose another name`;

export const menuPriceSchema = z
  .number({ error: MENU_PRICE_MESSAGE })
  .check(
    z.int({ error: MENU_PRICE_MESSAGE }),
    z.minimum(MENU_PRICE_MIN, { error: MENU_PRICE_MESSAGE }),
    z.maximum(MENU_PRICE_MAX, { error: MENU_PRICE_MESSAGE }),
  );

export const menuNameSchema = z
  .string({ error: MENU_NAME_MESSAGE })
  .check(
    z.trim(),
    z.minLength(MENU_NAME_MIN, { error: MENU_NAME_MESSAGE }),
    z.maxLength(MENU_NAME_MAX, { error: MENU_NAME_MESSAGE }),
  );

export const menuDescSchema = z
  .string({ error: MENU_DESC_MESSAGE })
  .check(z.trim(), z.maxLength(MENU_DESC_MAX, { error: MENU_DESC_MESSAGE }));

/** The storefront's heading for a package ('Packages', 'Burgers'; issue 29): empty for none. */
export const menuCategorySchema = z
  .string({ error: MENU_CATEGORY_MESSAGE })
  .check(z.trim(), z.maxLength(MENU_CATEGORY_MAX, { error: MENU_CATEGORY_MESSAGE }));

/** A new package (POST /api/vendor/menu): hidden or shown from the start. */
export const menuItemCreateSchema = z.object({
  name: menuNameSchema,
  desc: z._default(menuDescSchema, ''),
  price: menuPriceSchema,
  category: z._default(menuCategorySchema, ''),
  visible: z._default(z.boolean(), true),
});
export type MenuItemCreate = z.infer<typeof menuItemCreateSchema>;

/** A change to a package (PATCH /api/vendor/menu/{id}): any of its fields. */
export const menuItemPatchSchema = z
  .partial(
    z.object({
      name: menuNameSchema,
      desc: menuDescSchema,
      price: menuPriceSchema,
      category: menuCategorySchema,
      visible: z.boolean(),
    }),
  )
  .check(z.refine((patch) => Object.keys(patch).length > 0, { error: 'Nothing to change' }));
export type MenuItemPatch = z.infer<typeof menuItemPatchSchema>;

/** The console's form: the price as typed, read as a number. */
export const menuItemFormSchema = z.object({
  name: menuNameSchema,
  desc: menuDescSchema,
  price: z.pipe(z.coerce.number({ error: MENU_PRICE_MESSAGE }), menuPriceSchema),
  category: menuCategorySchema,
});
export type MenuItemFormInput = z.input<typeof menuItemFormSchema>;
export type MenuItemFormValues = z.infer<typeof menuItemFormSchema>;

/** PUT /api/vendor/menu/order: every package's id, in the order the storefront shows them. */
export const menuReorderSchema = z.object({
  ids: z.array(z.number().check(z.int(), z.positive())).check(
    z.minLength(1),
    z.refine((ids) => new Set(ids).size === ids.length, { error: 'Each package once' }),
  ),
});
