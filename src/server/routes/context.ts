import type { Authenticator } from '../plugins/auth';
import type { EventStreams } from '../plugins/event-streams';
import type { OrderEvents } from '../plugins/order-events';
import type { Payments } from '../payments/payments';
import type { MenuCache } from '../menu-cache';
import type { SettingsCache } from '../settings-cache';
import type { Store } from '../db/store';

/** What the route plugins get from app.ts: built once, passed down, no globals. */
export interface RouteContext {
  store: Store;
  auth: Authenticator;
  events: OrderEvents;
  /** Every open event stream: per-account share, server ceiling, batched token re-check. */
  streams: EventStreams;
  settings: SettingsCache;
  /** The stored menu (issue 16): what create_order prices with and GET /api/menu answers. */
  menu: MenuCache;
  payments: Payments;
  tokenTtlMs: number;
  authRateLimit: { max: number; timeWindow: number };
  newsletterRateLimit: { max: number; timeWindow: number };
  loginAddressRateLimit: { max: number; timeWindow: number };
  orderRateLimit: { max: number; timeWindow: number };
  sseHeartbeatMs: number;
  /** The clock timed switches are read against (tests inject one). */
  now: () => number;
  /** The storefront's public address (PUBLIC_URL), for card providers' callback; else the request's own. */
  publicUrl: string | undefined;
}
