// No zod in this file: the checkout hook that matches these codes loads before zod does.

/**
 * Machine-readable reasons for every refusal the API answers (issue 32): `{detail, code,
 * fields?}`. The client matches these, never the sentence in `detail`, which is for people and
 * may be reworded. tests/architecture/errorCodes.test.ts walks every refusal the server can throw and
 * fails on one without a code.
 *
 * Each code is an export of its own, read through a namespace import (`import * as
 * API_ERROR_CODES from …`): the bundler keeps only the codes a chunk reads, which the storefront's
 * first-load budget needs (tests/e2e/build.test.ts).
 */

// ── Input ──
/** 400: a field or the request is malformed (schema, input guard, a field's own rule). */
export const invalidInput = 'invalid_input';
/** 400: the login's email/username and password do not match an account. */
export const wrongCredentials = 'wrong_credentials';
/** 400: a switch's change sent an end time (the server sets a pause's end from how long, `for`), or a length where the switch has none. */
export const invalidEndTime = 'invalid_end_time';
/** 413: the body or the uploaded picture is too large. */
export const tooLarge = 'too_large';
/** 415: not a kind of body or picture the API reads. */
export const unsupportedMedia = 'unsupported_media';
// ── Who may ──
/** 401: no session token was sent. */
export const loginRequired = 'login_required';
/** 401: the token names no live session (logged out, expired, revoked). */
export const sessionEnded = 'session_ended';
/** 403: a customer asked for the vendor's console. */
export const vendorOnly = 'vendor_only';
/** 401: a payment webhook whose signature does not check. */
export const badSignature = 'bad_signature';
/** 429: too many attempts; Retry-After says when to try again. */
export const rateLimited = 'rate_limited';
// ── What is asked for ──
/** 404: no route, order, package or webhook by that name. */
export const notFound = 'not_found';
/** 409: signup with an email or username already taken. */
export const accountTaken = 'account_taken';
// ── Create-order's 409s ──
/** The order holds a package the vendor marked sold out. */
export const soldOut = 'sold_out';
/** The order holds a package the vendor took off the menu (hidden). */
export const notOnMenu = 'not_on_menu';
/** The kitchen is not taking orders (food status not ready). */
export const kitchenClosed = 'kitchen_closed';
/** Delivery was asked for while the vendor has it off. */
export const deliveryUnavailable = 'delivery_unavailable';
/** The order's balance is not the server's total (the answer carries `balance`). */
export const totalMismatch = 'total_mismatch';
// ── An order's state ──
/** 409: the vendor's move is not allowed from the order's status (orderMachine.ts). */
export const invalidMove = 'invalid_move';
/** 409: the payment cannot be started or confirmed in the order's state (paid, declined, expired…). */
export const paymentRefused = 'payment_refused';
/** 409: the server closed the order unpaid (issue 25); only 'I have sent it' revives it. */
export const orderExpired = 'order_expired';
/** 400: the payment method is not enabled on this server. */
export const paymentMethodOff = 'payment_method_off';
// ── The server ──
/** 502/503: the card provider refused or could not be reached. */
export const providerFailed = 'provider_failed';
/** 503: the database or the picture uploads are briefly unavailable; Retry-After says when. */
export const unavailable = 'unavailable';
/** 500: a failure of our own. */
export const internal = 'internal';

/**
 * The token is no good for the call: none sent, no live session, or not the vendor's. The client
 * forgets it (profile check, console gate) or counts a logout as done.
 */
export function isSessionRefusal(code: string | undefined): boolean {
  return code === loginRequired || code === sessionEnded || code === vendorOnly;
}

// ── GET /api/vendor/reports' 400s (reports.ts): which part of the range the client must fix ──
/** `from` or `to` is not a calendar date written YYYY-MM-DD. */
export const reportBadDate = 'report_bad_date';
/** `to` comes before `from`. */
export const reportRangeBackwards = 'report_range_backwards';
/** More than REPORT_MAX_DAYS days. */
export const reportRangeTooLong = 'report_range_too_long';
// ── POST /api/push/subscriptions' 400s (push.ts): why an endpoint is refused, before it is contacted ──
/** The endpoint is not a URL. */
export const pushEndpointInvalid = 'push_endpoint_invalid';
/** The endpoint is not https. */
export const pushEndpointNotHttps = 'push_endpoint_not_https';
/** The endpoint is not on a known push service (nor in PUSH_ALLOWED_ORIGINS). */
export const pushEndpointUnknownService = 'push_endpoint_unknown_service';
// ── POST /api/push/test: the console's 'Send a test alert' did not reach the phone ──
/** 502: the push service refused the test alert or could not be reached (tried once: the vendor is waiting). */
export const pushNotDelivered = 'push_not_delivered';
/** 410: the push service says this phone's subscription is gone (it is deleted): turn alerts on again. */
export const pushGone = 'push_gone';
