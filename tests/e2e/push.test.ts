import type { BrowserContext, CDPSession, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { customerStatusPayload, vendorNewOrderPayload, type PushPayload } from '../../src/domain/push';
import {
  PUSH_CONTROL_LABEL,
  SEND_TEST_LABEL,
} from '../../src/components/vendor/PushAlertControl/PushAlertControl';
import { ORDER_ALERT_LABEL } from '../../src/components/OrderAlertOffer/OrderAlertOffer';
import { openConsole, paymentDialog, placeOrder, signedInShop } from './flows';
import { appReady, browserForFile, openShop } from './helpers';

// The full browser: the headless shell denies every page notifications (scripts/lib/chromium.ts).
const browser = browserForFile('full');

/**
 * The service worker's Web Push handlers (issue 28, public/push-sw.js) in Chromium. Chromium here
 * has no push service, so no real subscription exists: each push is handed straight to the
 * worker with CDP's ServiceWorker.deliverPushMessage, as the browser does when its push service
 * delivers one (the server's side, VAPID and the encryption, is tests/server/push.*.test.ts).
 * A tap on a notification cannot be made from CDP either: the test dispatches the worker's
 * `notificationclick` with the shown notification itself.
 */

interface Shown {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  renotify: boolean;
  silent: boolean | null;
  data: { url: string };
}

async function activeWorker(page: Page) {
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
}

/**
 * The registration's worker as CDP reports it. CDP's deliverPushMessage answers before the push
 * is handled and reports nothing if it is lost; on a loaded machine (a clean-clone CI run) a push
 * handed to a worker still starting, or stopping after its idle time, never showed. `awake`
 * starts the worker and waits until it is running, as a push service's wake-up would.
 */
async function workerOf(cdp: CDPSession) {
  const versions = new Map<string, { registrationId: string; runningStatus: string; status: string }>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated) versions.set(version.versionId, version);
  });
  const found = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const id = await found;
  const running = () =>
    [...versions.values()].some(
      (v) => v.registrationId === id && v.status === 'activated' && v.runningStatus === 'running',
    );
  return {
    id,
    async awake(origin: string) {
      await cdp.send('ServiceWorker.startWorker', { scopeURL: `${origin}/` });
      await expect.poll(running).toBe(true);
    },
  };
}

async function deliver(
  cdp: CDPSession,
  worker: Awaited<ReturnType<typeof workerOf>>,
  origin: string,
  payload: PushPayload,
) {
  await worker.awake(origin);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: worker.id,
    data: JSON.stringify(payload),
  });
}

const shown = (page: Page, tag: string) =>
  page.evaluate(async (tag) => {
    const registration = await navigator.serviceWorker.ready;
    // badge and renotify are Chromium's, missing from TypeScript's DOM types.
    const all = (await registration.getNotifications({ tag })) as (Notification & {
      badge: string;
      renotify: boolean;
    })[];
    return all.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      badge: n.badge,
      renotify: n.renotify,
      silent: n.silent,
      data: n.data as { url: string },
    }));
  }, tag) as Promise<Shown[]>;

/** The worker's notificationclick for the notification of `tag`, as a tap would fire it. */
async function tap(context: BrowserContext, tag: string) {
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(async (tag) => {
    // The worker's globals, which the DOM types of this project do not describe.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(event: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag });
    try {
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    } catch {
      // waitUntil refuses an event the browser did not fire; the handler's work has started.
    }
  }, tag);
}

/**
 * Chromium here has no push service: a stand-in subscribe() answers a subscription at a known
 * push service's address (the server only accepts those) with keys a browser would make.
 */
async function standInSubscribe(page: Page, endpoint: string) {
  await page.evaluate((endpoint) => {
    let current: PushSubscription | null = null;
    const made = {
      endpoint,
      expirationTime: null,
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    } as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => (current = made);
    PushManager.prototype.getSubscription = async () => current;
  }, endpoint);
}

describe('Web Push in the service worker', () => {
  it('shows the pushed notification, rings only when no console is in front, and a tap opens the order', async () => {
    const { context, page, errors } = await openShop(browser);
    const origin = new URL(page.url()).origin;
    await context.grantPermissions(['notifications'], { origin });
    await activeWorker(page);
    // Controlled by the worker from this load on (navigate() in the click handler needs it).
    await page.reload();
    await appReady(page);
    const cdp = await context.newCDPSession(page);
    const worker = await workerOf(cdp);

    // A customer's order accepted: the words and tag of My orders' own notification.
    const accepted = customerStatusPayload(412345, 'accepted');
    await deliver(cdp, worker, origin, accepted);
    await expect.poll(() => shown(page, accepted.tag)).toHaveLength(1);
    const [status] = await shown(page, accepted.tag);
    expect(status).toMatchObject({
      title: accepted.title,
      body: accepted.body,
      icon: `${origin}/icons/icon-192.png`,
      badge: `${origin}/icons/icon-192.png`,
      renotify: false,
      data: { url: '/orders#412345' },
    });
    // Completed replaces it (one tag per order).
    const completed = customerStatusPayload(412345, 'completed');
    await deliver(cdp, worker, origin, completed);
    await expect
      .poll(async () => (await shown(page, accepted.tag)).map((n) => n.body))
      .toEqual([completed.body]);

    // A vendor's new order with no console in front rings (renotify).
    const fresh = vendorNewOrderPayload(523456);
    await deliver(cdp, worker, origin, fresh);
    await expect
      .poll(async () => (await shown(page, fresh.tag)).map((n) => [n.renotify, n.silent]))
      .toEqual([[true, false]]);

    // The tap opens My orders at the order, in this window.
    await tap(context, completed.tag);
    await page.waitForURL(`${origin}/orders#412345`);

    // With the console in front, the console has rung: the push is shown silently.
    const consolePage = await context.newPage();
    await consolePage.goto('/vendor');
    await consolePage.bringToFront();
    // The worker reads "in front" from the clients' visibility: wait until the console has it.
    await expect.poll(() => consolePage.evaluate(() => document.visibilityState)).toBe('visible');
    const second = vendorNewOrderPayload(623456);
    await deliver(cdp, worker, origin, second);
    await expect
      .poll(async () => (await shown(page, second.tag)).map((n) => [n.renotify, n.silent]))
      .toEqual([[false, true]]);
    // Its tap brings the console to the order.
    await tap(context, second.tag);
    await consolePage.waitForURL(`${origin}/vendor#order-623456`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("subscribes the console's phone from its control, sends it a test alert, and turns it off", async () => {
    const kitchen = await openConsole(browser);
    const { context, page } = kitchen;
    await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
    await standInSubscribe(page, 'https://fcm.googleapis.com/fcm/send/e2e-console');
    const control = page.getByRole('region', { name: 'Alerts with the screen off', includeHidden: true });
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    );
    await control.getByRole('button', { name: PUSH_CONTROL_LABEL }).click();
    expect((await saved).status()).toBe(201);
    await control.getByText('Alerts are on for this phone').waitFor();

    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'DELETE',
    );
    await control.getByRole('button', { name: 'Turn off' }).click();
    expect((await removed).status()).toBe(204);
    await control.getByRole('button', { name: PUSH_CONTROL_LABEL }).click();
    await control.getByText('Alerts are on for this phone').waitFor();

    // The stand-in's endpoint is made up: no push service can take the test alert (here, with no
    // network, none is reached; elsewhere FCM would refuse the unknown token). The control says
    // so; it never says 'Sent' (the server's answer for a taken one is tests/server/push.ts').
    const tested = page.waitForResponse((r) => r.url().endsWith('/api/push/test'));
    await control.getByRole('button', { name: SEND_TEST_LABEL }).click();
    expect([502, 410]).toContain((await tested).status());
    await expect
      .poll(() => control.getByRole('alert').textContent())
      .toMatch(/The test alert was not sent|turn them on again/);
    expect(await control.getByText(/^Sent/).count()).toBe(0);
    expect(kitchen.errors).toEqual([]);
    await context.close();
  });

  it("offers 'Tell me when it’s ready' once the order is placed, and subscribes the customer's phone", async () => {
    const shop = await signedInShop(browser);
    const { context, page } = shop;
    await context.grantPermissions(['notifications'], { origin: new URL(page.url()).origin });
    await placeOrder(page);
    const dialog = paymentDialog(page);
    const offer = dialog.getByRole('button', { name: ORDER_ALERT_LABEL });
    // The payment step still open: nothing offered before the order is placed.
    await dialog.getByLabel('Bank transfer').check();
    expect(await offer.count()).toBe(0);
    await standInSubscribe(page, 'https://fcm.googleapis.com/fcm/send/e2e-customer');
    await dialog.getByRole('button', { name: 'I have sent it' }).click();
    // The thank-you offers it, and says what they will get.
    await offer.waitFor();
    await dialog.getByText(/when the kitchen accepts your order/).waitFor();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.request().method() === 'POST',
    );
    await offer.click();
    const answer = await saved;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ events: ['my-orders'] });
    await dialog.getByText(/^We’ll tell this phone/).waitFor();
    expect(shop.errors).toEqual([]);
    await context.close();
  });
});
