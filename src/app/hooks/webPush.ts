import * as API_ERROR_CODES from '../../domain/apiErrorCodes';
import { ApiError, request } from '../api/client';
// Types only: the schemas' module would pull the server's rules into the shop's shared chunks.
import type { PushEvent } from '../../domain/push';
import { pushKeyResponseSchema } from '../../domain/pushApi';
import type {
  PushAlertState,
  PushTestOutcome,
} from '../../components/vendor/PushAlertControl/PushAlertControl';

/**
 * Web Push in the page (issue 28): whether this browser can, what it allows, and subscribing
 * this device through the service worker the storefront registers. Loaded only by the console
 * and My orders (both lazy), never by the storefront's first load.
 */

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined'
  );
}

/** The state to show before any tap: on when this browser already holds a subscription. */
export async function currentPushState(): Promise<PushAlertState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/** Asks (from the person's tap), subscribes this browser and tells the server which events it wants. */
export async function turnOnPush(token: string, events: PushEvent[]): Promise<PushAlertState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'off';
  const { publicKey } = await request('/api/push/key', { schema: pushKeyResponseSchema });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  await request('/api/push/subscriptions', {
    method: 'POST',
    token,
    body: { ...subscription.toJSON(), events },
    schema: null,
  });
  return 'on';
}

export async function turnOffPush(token: string): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await request('/api/push/subscriptions', {
    method: 'DELETE',
    token,
    body: { endpoint: subscription.endpoint },
    schema: null,
  });
  await subscription.unsubscribe();
}

/**
 * A test notification to this browser only, and what became of it: 'sent' only when the push
 * service took it. 'gone': the service no longer knows this subscription (the server deleted its
 * copy), so the browser's is dropped too and alerts must be turned on again.
 */
export async function sendTestPush(token: string): Promise<PushTestOutcome> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return 'gone';
  try {
    await request('/api/push/test', {
      method: 'POST',
      token,
      body: { endpoint: subscription.endpoint },
      schema: null,
    });
    return 'sent';
  } catch (error) {
    console.error('Test alert failed', error);
    // 410: the push service said gone; 404: the server has no such subscription for this account.
    if (error instanceof ApiError && (error.code === API_ERROR_CODES.pushGone || error.status === 404)) {
      await subscription.unsubscribe();
      return 'gone';
    }
    return 'failed';
  }
}
