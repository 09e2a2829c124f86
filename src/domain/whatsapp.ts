import type { VendorOrder } from './api';
import { localPhone } from './phone';
import type { OrderStatus } from './status';

const STATUS_NOTES: Record<OrderStatus, string> = {
  pending: 'we have it and will confirm soon',
  accepted: 'it is being prepared',
  completed: 'it is ready',
  declined: 'we cannot make it this time',
  expired: 'it was closed because it was not paid in time',
};

/** What the vendor's WhatsApp chat opens with: it names the order ref and its status. */
export function whatsappMessage(order: Pick<VendorOrder, 'ref' | 'status' | 'customer'>): string {
  return `Hello ${order.customer}, this is Bukka about your order #${order.ref}. Status: ${order.status} (${STATUS_NOTES[order.status]}).`;
}

/**
 * `https://wa.me/234<number without its leading 0>?text=<message>`: WhatsApp wants the number in
 * international form with no plus; the customer typed the local 11-digit form.
 */
export function whatsappLink(
  order: Pick<VendorOrder, 'ref' | 'status' | 'customer' | 'phoneNumber'>,
): string {
  const national = localPhone(order.phoneNumber).replace(/^0/, '');
  return `https://wa.me/234${national}?text=${encodeURIComponent(whatsappMessage(order))}`;
}
