/** Business constants of product-spec §9, named once and imported everywhere else. */

export const PHONE_LENGTH = 11;
export const MIN_PASSWORD_LENGTH = 8;
export const SCROLL_THRESHOLD_PX = 50;
export const TRACKER_CLOSE_DELAY_MS = 2500;
export const DELIVERY_NOTICE_MS = 1500;
export const TAB_HIDDEN_TIMEOUT_MS = 600_000;

/**
 * The largest quantity of one package in one order. The spec sets none; a campus vendor
 * cooks in batches, and without a ceiling a typo (or a script) could order 10^9 plates.
 */
export const MAX_QUANTITY_PER_ITEM = 50;

/**
 * The longest a saved delivery address may be (product-spec §5's address rule, addressSchema).
 * Here rather than in address.ts: the cart's saved addresses need the number without zod.
 */
export const ADDRESS_MAX_LENGTH = 200;
