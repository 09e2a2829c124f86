import type { NotificationState } from '../../../components/MyOrders/MyOrders';
import { orderNotification } from '../../../domain/myOrders';
import type { OrderStatus } from '../../../domain/status';

/** What the browser allows now ('unsupported' without the Notification API). */
export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for notifications: only ever from the customer's tap on 'Notify me'. */
export async function askForNotifications(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

/**
 * An order was accepted or completed: the phone vibrates, and while the tab is hidden (the
 * customer is elsewhere) a system notification says so, if they allowed it. Android's Chrome
 * shows notifications only through the service worker; elsewhere the page may show its own.
 */
export async function tellAboutOrder(ref: number, status: OrderStatus): Promise<void> {
  navigator.vibrate?.([200, 100, 200]);
  if (!document.hidden || notificationState() !== 'granted') return;
  const { title, body } = orderNotification(ref, status);
  const options: NotificationOptions = { body, tag: `order-${ref}`, icon: '/icons/icon-192.png' };
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    if (registration) {
      await registration.showNotification(title, options);
      return;
    }
    new Notification(title, options);
  } catch (error) {
    console.error('Order notification failed', error);
  }
}
