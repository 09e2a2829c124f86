import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { OrderEvent } from '../../domain/api';
import { customerStatusPayload, pushesFor, vendorNewOrderPayload, type PushPayload } from '../../domain/push';
import type { StoredPushSubscription } from '../db/queries/push';
import type { Store } from '../db/store';
import { loggableError } from '../plugins/errors';

export type PushResult = 'sent' | 'gone' | 'retry' | 'failed';

export interface PushOptions {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; unset: made once and kept in the database. */
  publicKey?: string | undefined;
  privateKey?: string | undefined;
  /** VAPID_SUBJECT: a mailto: or https: contact for the push services. */
  subject?: string | undefined;
  /** PUSH_ALLOWED_ORIGINS, parsed (domain/push.ts parseAllowedOrigins). */
  allowedOrigins?: string[] | undefined;
  /** Tests and the bench only: an agent that trusts the stand-in push service's certificate. */
  agent?: Agent | undefined;
  /** Tries per notification on 429/5xx/network errors. Default 4 (1 + 3 retries). */
  attempts?: number | undefined;
  /** The wait before retry `n` (1, 2, …) in ms. Default 1 s, 2 s, 4 s… (a Retry-After up to 60 s wins). */
  backoffMs?: ((retry: number, retryAfterMs: number | undefined) => number) | undefined;
  /** How the wait is waited: tests pass one that returns at once (and records it). */
  sleep?: ((ms: number) => Promise<void>) | undefined;
}

/** A new order waits at the push service this long for a phone that is off; then the console has it. */
const NEW_ORDER_TTL_S = 30 * 60;
const STATUS_TTL_S = 2 * 3600;
const REQUEST_TIMEOUT_MS = 10_000;

function defaultBackoff(retry: number, retryAfterMs: number | undefined): number {
  const doubled = 1000 * 2 ** (retry - 1);
  return retryAfterMs === undefined ? doubled : Math.min(60_000, Math.max(doubled, retryAfterMs));
}

function retryAfter(error: unknown): number | undefined {
  const headers = (error as { headers?: Record<string, string | undefined> }).headers;
  const seconds = Number(headers?.['retry-after']);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * Sends Web Push notifications (issue 28) for the changes this server commits: called with each
 * event it publishes itself, never with the ones other servers relay (NOTIFY), so a change is
 * pushed by the server that made it. A row in `push_sent` per order and event makes it once even
 * when two paths publish the same state (a card verified and its webhook). Every send runs in
 * the background: the request that made the change has already been answered, and one slow or
 * failing push service delays nobody else's notification.
 */
export class PushSender {
  private readonly listeners = new Set<(result: PushResult) => void>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  private readonly perOrder = new Map<number, Promise<void>>();
  private closed = false;
  private keys: { publicKey: string; privateKey: string; subject: string } | undefined;

  constructor(
    private readonly store: Store,
    private readonly log: FastifyBaseLogger,
    private readonly options: PushOptions = {},
  ) {}

  /** Reads (or makes, the first time) the VAPID key pair. */
  async init(): Promise<void> {
    const { publicKey, privateKey } = this.options;
    if (Boolean(publicKey) !== Boolean(privateKey)) {
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither)');
    }
    const pair =
      publicKey && privateKey
        ? { publicKey, privateKey }
        : await this.store.vapidKeys(() => webpush.generateVAPIDKeys());
    const subject = this.options.subject || 'mailto:push@bukka.invalid';
    // Refuses a malformed key or subject at start rather than at the first order.
    webpush.getVapidHeaders(
      'https://fcm.googleapis.com',
      subject,
      pair.publicKey,
      pair.privateKey,
      'aes128gcm',
    );
    this.keys = { ...pair, subject };
  }

  get publicKey(): string {
    if (!this.keys) throw new Error('PushSender.init() was not awaited');
    return this.keys.publicKey;
  }

  get allowedOrigins(): string[] {
    return this.options.allowedOrigins ?? [];
  }

  onResult(listener: (result: PushResult) => void): void {
    this.listeners.add(listener);
  }

  /** A change this server committed: decides (once across servers) what to push, in the background. */
  handle(event: OrderEvent): void {
    if (this.closed) return;
    const wanted = pushesFor(event.order);
    const ref = event.order.ref;
    if (wanted.vendor) {
      this.inOrder(ref, () =>
        this.fanOut(ref, 'new', () => this.store.vendorPushTargets(), vendorNewOrderPayload(ref), true),
      );
    }
    const status = wanted.customer;
    if (status) {
      this.inOrder(ref, () =>
        this.fanOut(
          ref,
          status,
          () => this.store.customerPushTargets(ref),
          customerStatusPayload(ref, status),
          false,
        ),
      );
    }
  }

  /**
   * One order's notifications go out in the order of its changes: 'accepted' then 'completed',
   * never the other way round (the later one replaces the earlier on the phone, by its tag).
   */
  private inOrder(ref: number, send: () => Promise<void>): void {
    const previous = this.perOrder.get(ref) ?? Promise.resolve();
    const next = previous.then(send, send);
    this.perOrder.set(ref, next);
    this.track(next);
    void next
      .finally(() => {
        if (this.perOrder.get(ref) === next) this.perOrder.delete(ref);
      })
      .catch(() => undefined);
  }

  /**
   * One notification to one subscription (the console's 'Send a test alert'); resolves with its
   * result. Tried once: the vendor is waiting for the answer, and can tap again.
   */
  sendOne(subscription: StoredPushSubscription, payload: PushPayload): Promise<PushResult> {
    let result: PushResult = 'failed';
    const sending = this.deliver(subscription, payload, false, 1).then((r) => void (result = r));
    this.track(sending);
    return sending.then(() => result);
  }

  /** Resolves when every notification started so far is delivered or given up (tests, the bench). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  /** Stops retries waiting on a timer and waits for the requests already out (bounded by their timeout). */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.timers) {
      clearTimeout(waiting.timer);
      waiting.resolve();
    }
    this.timers.clear();
    await this.idle();
  }

  private track(work: Promise<void>): void {
    const done = work.catch((error: unknown) => this.log.warn({ err: loggableError(error) }, 'push failed'));
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
  }

  private async fanOut(
    ref: number,
    event: string,
    targets: () => Promise<StoredPushSubscription[]>,
    payload: PushPayload,
    newOrder: boolean,
  ): Promise<void> {
    if (!(await this.store.claimPush(ref, event))) return;
    const subscriptions = await targets();
    await Promise.all(subscriptions.map((subscription) => this.deliver(subscription, payload, newOrder)));
  }

  private async deliver(
    subscription: StoredPushSubscription,
    payload: PushPayload,
    newOrder: boolean,
    attempts = this.options.attempts ?? 4,
  ): Promise<PushResult> {
    const keys = this.keys!;
    const backoff = this.options.backoffMs ?? defaultBackoff;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: keys,
            TTL: newOrder ? NEW_ORDER_TTL_S : STATUS_TTL_S,
            urgency: newOrder ? 'high' : 'normal',
            // A later notification of the same order replaces one still waiting at the service.
            topic: payload.tag,
            timeout: REQUEST_TIMEOUT_MS,
            ...(this.options.agent ? { agent: this.options.agent } : {}),
          },
        );
        return this.count('sent');
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          // The browser unsubscribed or the service forgot it: it will never work again.
          await this.store.deletePushEndpoint(subscription.endpoint);
          return this.count('gone');
        }
        const retryable = status === undefined || status === 429 || status >= 500;
        if (!retryable || attempt >= attempts || this.closed) {
          this.log.warn({ status, err: loggableError(error) }, 'push notification not delivered');
          return this.count('failed');
        }
        this.count('retry');
        await this.wait(backoff(attempt, retryAfter(error)));
        if (this.closed) return this.count('failed');
      }
    }
  }

  private wait(ms: number): Promise<void> {
    if (this.options.sleep) return this.options.sleep(ms);
    return new Promise((resolve) => {
      const waiting = {
        timer: setTimeout(() => {
          this.timers.delete(waiting);
          resolve();
        }, ms),
        resolve,
      };
      this.timers.add(waiting);
    });
  }

  private count(result: PushResult): PushResult {
    for (const listener of this.listeners) listener(result);
    return result;
  }
}
