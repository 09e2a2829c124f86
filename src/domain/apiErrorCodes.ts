// No zod in this file: the checkout hook that matches these codes loads before zod does.

/**
 * Machine-readable reasons for refusals the client acts on: it matches these, never the sentence
 * in `detail`, which is for people and may be reworded.
 */
export const API_ERROR_CODES = {
  /** Create-order's 409: the order holds a package the vendor marked sold out. */
  soldOut: 'sold_out',
  /** Create-order's 409: the order holds a package the vendor took off the menu (hidden). */
  notOnMenu: 'not_on_menu',
} as const;

/** GET /api/vendor/reports' 400s (reports.ts): which part of the range the client must fix. */
export const REPORT_RANGE_CODES = {
  /** `from` or `to` is not a calendar date written YYYY-MM-DD. */
  badDate: 'report_bad_date',
  /** `to` comes before `from`. */
  backwards: 'report_range_backwards',
  /** More than REPORT_MAX_DAYS days. */
  tooLong: 'report_range_too_long',
} as const;
