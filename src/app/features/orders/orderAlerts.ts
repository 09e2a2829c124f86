import { orderNotification } from '../../../domain/myOrders';
import type { OrderStatus } from '../../../domain/status';
import { notificationState, showSystemNotification } from '../../hooks/systemNotifications';

export { askForNotifications, notificationState } from '../../hooks/systemNotifications';

/**
 * An order was accepted or completed: the phone vibrates, and while the tab is hidden (the
 * customer is elsewhere) a system notification says so, if they allowed it.
 */
export async function tellAboutOrder(ref: number, status: OrderStatus): Promise<void> {
  navigator.vibrate?.([200, 100, 200]);
  if (!document.hidden || notificationState() !== 'granted') return;
  const { title, body } = orderNotification(ref, status);
  await showSystemNotification(title, { body, tag: `order-${ref}`, icon: '/icons/icon-192.png' });
}
