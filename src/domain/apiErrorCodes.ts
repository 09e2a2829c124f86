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
  /** A switch's 400: an end time was sent; the server sets the end from how long (`for`). */
  endTimeRefused: 'end_time_refused',
} as const;
