import type { PaymentMethod, PaymentState } from './api';
import { lagosClock, lagosDay } from './lagosCalendar';
import type { OrderStatus } from './status';

/**
 * The accountant's file (issue 31 item 4): GET /api/vendor/reports/orders.csv, one row per line
 * of an order placed in the range, oldest first. The order's own figures repeat on each of its
 * lines; the delivery fee is the total less the packages. Times are Lagos time. Quoting (RFC 4180)
 * and the formula guard (a cell starting with = + - @ tab or CR gets a leading ') are the
 * writer's, csv-stringify's `escape_formulas`.
 */
export const REPORT_CSV_HEADER = [
  'Order',
  'Date',
  'Time',
  'Status',
  'Customer',
  'Payment method',
  'Payment state',
  'Fulfilment',
  'Zone',
  'Package',
  'Quantity',
  'Unit price',
  'Line total',
  'Delivery fee',
  'Order total',
] as const;

export interface CsvOrder {
  ref: number;
  /** Epoch ms. */
  createdAt: number;
  status: OrderStatus;
  customer: string;
  paymentMethod: PaymentMethod | null;
  paymentState: PaymentState;
  total: number;
  delivery: boolean;
  deliveryLocation: string;
  items: readonly { id: number; name: string; price: number; quantity: number }[];
}

/** An order's rows, one per line (an order without lines, which the API never stores, gives none). */
export function reportCsvRows(order: CsvOrder): (string | number)[][] {
  const subtotal = order.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const fee = order.total - subtotal;
  const day = lagosDay(order.createdAt);
  const clock = lagosClock(order.createdAt);
  return order.items.map((item) => [
    order.ref,
    day,
    clock,
    order.status,
    order.customer,
    order.paymentMethod ?? '',
    order.paymentState,
    order.delivery ? 'delivery' : 'pickup',
    order.delivery ? order.deliveryLocation : '',
    item.name,
    item.quantity,
    item.price,
    item.price * item.quantity,
    fee,
    order.total,
  ]);
}

/** The file's name: bukka-orders-<from>-to-<to>.csv. */
export const reportCsvFileName = (from: string, to: string) => `bukka-orders-${from}-to-${to}.csv`;
