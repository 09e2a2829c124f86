import * as API_ERROR_CODES from './apiErrorCodes';
import { z } from './zod';
import { isNewForKitchen } from './kitchenAttention';
import { orderNotification } from './myOrders';
import type { OrderStatus } from './status';
import type { VendorOrder } from './api';

/**
 * Web Push (issue 28): what a browser sends to subscribe, which push services the server will
 * contact, and what each notification says. The server encrypts and signs with the `web-push`
 * library (RFC 8291/8292); the service worker shows `PushPayload`.
 */

/** 'orders': the vendor's new committed orders; 'my-orders': a customer's own order changes. */
export const pushEventSchema = z.enum(['orders', 'my-orders']);
export type PushEvent = z.infer<typeof pushEventSchema>;

/** Base64url as PushSubscription.toJSON() writes the keys. */
const base64url = (max: number) =>
  z
    .string()
    .check(z.minLength(8), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+={0,2}$/, 'Not a base64url key'));

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()` and the events it wants. */
export const pushSubscribeRequestSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(1024)),
  // toJSON() adds it (null); the server does not use it: a gone subscription answers 404/410.
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object({ p256dh: base64url(128), auth: base64url(64) }),
  events: z.array(pushEventSchema).check(z.minLength(1), z.maxLength(2)),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** DELETE /api/push/subscriptions. */
export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(1024)),
});

export { pushKeyResponseSchema } from './pushApi';

/** 201/200 of POST /api/push/subscriptions. */
export const pushSubscribeResponseSchema = z.object({
  endpoint: z.string(),
  events: z.array(pushEventSchema),
});

/** Subscriptions one account keeps; a sixth replaces the oldest (a phone, a laptop, a reinstall…). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 5;

/**
 * The public hosts of the push services browsers use: FCM (Chrome, Edge on Android, Opera…),
 * Mozilla's autopush, Apple's (Safari, iOS home-screen apps) and Windows' WNS (Edge). Anything
 * else would let a signed-in account make the server POST to an address of its choosing (SSRF:
 * the cloud's metadata address, a private range, an admin page on the host).
 */
const PUSH_SERVICE_HOSTS: readonly (string | RegExp)[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  /^[a-z0-9-]+\.push\.services\.mozilla\.com$/,
  'web.push.apple.com',
  /^[a-z0-9-]+\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** Codes of a refused endpoint (400 `code`): the client can tell the browser's service is unknown. */
export const PUSH_ENDPOINT_CODES = {
  invalid: API_ERROR_CODES.pushEndpointInvalid,
  notHttps: API_ERROR_CODES.pushEndpointNotHttps,
  unknownService: API_ERROR_CODES.pushEndpointUnknownService,
} as const;

export interface EndpointRefusal {
  code: (typeof PUSH_ENDPOINT_CODES)[keyof typeof PUSH_ENDPOINT_CODES];
  detail: string;
}

/**
 * Why the server must not POST to this endpoint, or null when it may: `https:` on a known push
 * service's host with the default port, or an origin listed in PUSH_ALLOWED_ORIGINS (tests,
 * self-hosted push services). Decided by the URL alone, before anything is contacted.
 */
export function pushEndpointRefusal(
  endpoint: string,
  allowedOrigins: readonly string[],
): EndpointRefusal | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { code: PUSH_ENDPOINT_CODES.invalid, detail: 'That push endpoint is not an address' };
  }
  if (url.username || url.password) {
    return { code: PUSH_ENDPOINT_CODES.invalid, detail: 'That push endpoint is not an address' };
  }
  if (allowedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') {
    return { code: PUSH_ENDPOINT_CODES.notHttps, detail: 'Push endpoints must use https' };
  }
  const host = url.hostname.toLowerCase();
  const known =
    url.port === '' && PUSH_SERVICE_HOSTS.some((h) => (typeof h === 'string' ? h === host : h.test(host)));
  return known
    ? null
    : { code: PUSH_ENDPOINT_CODES.unknownService, detail: 'That push endpoint is not a known push service' };
}

/** PUSH_ALLOWED_ORIGINS: comma-separated origins (`https://push.example.org:8443`). */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => new URL(entry).origin);
}

/**
 * What the service worker shows. The ref, the status and the shop's own words: never a phone
 * number, an address or a name, since push services and lock screens see it.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(['new-order', 'order-status', 'test']),
  ref: z.number(),
  status: z.string(),
  title: z.string(),
  body: z.string(),
  /** Opened (or focused) by a tap. */
  url: z.string(),
  /** One notification per order: a later one replaces it. */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

/** Customer statuses worth a notification; 'pending' is what they just saw when ordering. */
const CUSTOMER_PUSH_STATUSES: readonly OrderStatus[] = ['accepted', 'declined', 'completed', 'expired'];

export function vendorNewOrderPayload(ref: number): PushPayload {
  return {
    kind: 'new-order',
    ref,
    status: 'pending',
    // The words and tag of the console's own notification (useNewOrderAlerts): one replaces the other.
    title: `New order #${ref}`,
    body: 'Open the kitchen console to accept or decline it.',
    url: `/vendor#order-${ref}`,
    tag: `vendor-order-${ref}`,
  };
}

export function customerStatusPayload(ref: number, status: OrderStatus): PushPayload {
  return {
    kind: 'order-status',
    ref,
    status,
    // My orders' own notification (orderAlerts.ts): the same words, the same tag.
    ...orderNotification(ref, status),
    url: `/orders#${ref}`,
    tag: `order-${ref}`,
  };
}

export function testPayload(): PushPayload {
  return {
    kind: 'test',
    ref: 0,
    status: 'test',
    title: 'Bukka test alert',
    body: 'Alerts reach this phone even when the screen is off.',
    url: '/vendor',
    tag: 'test',
  };
}

/**
 * The notifications one order change calls for, named once each (the server records the name
 * so the change is pushed once, whichever path and however many servers saw it):
 * `new` to the vendor when the order becomes new for the kitchen (committed: its payment step
 * done), the status to its customer when it is accepted, declined, completed or expired.
 */
export function pushesFor(order: Pick<VendorOrder, 'status' | 'payment'>): {
  vendor: boolean;
  customer: OrderStatus | null;
} {
  return {
    vendor: isNewForKitchen(order),
    customer: CUSTOMER_PUSH_STATUSES.includes(order.status) ? order.status : null,
  };
}
