import type { NotificationState } from '../../components/MyOrders/MyOrders';

/**
 * System notifications, shared by My orders and the kitchen console: what the browser allows,
 * asking (only ever from a tap), and showing one. Android's Chrome shows notifications only
 * through a service worker registration; elsewhere the page may show its own.
 */

/** What the browser allows now ('unsupported' without the Notification API). */
export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for notifications: only ever from the person's tap on a button. */
export async function askForNotifications(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/** Shows a system notification if allowed; a failure is logged, never thrown. */
export async function showSystemNotification(title: string, options: NotificationOptions): Promise<void> {
  if (notificationState() !== 'granted') return;
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(title, options);
      return;
    }
    new Notification(title, options);
  } catch (error) {
    console.error('Notification failed', error);
  }
}
