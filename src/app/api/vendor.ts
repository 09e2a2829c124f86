import type { z } from '../../domain/zod';
import { vendorOrderSchema, vendorOrdersResponseSchema, type VendorOrder } from '../../domain/api';
import { daySummarySchema, type DaySummary } from '../../domain/daySummary';
import type { OrderStatus } from '../../domain/status';
import {
  soldOutResponseSchema,
  vendorDeliveryStatusSchema,
  vendorFoodStatusSchema,
  vendorSettingsSchema,
  type TimedDeliveryStatusUpdate,
  type SoldOutUpdate,
  type TimedFoodStatusUpdate,
  type VendorSettings,
} from '../../domain/vendorSettingsApi';
import { ApiError, apiUrl, request } from './client';

/**
 * The vendor console's calls (DESIGN §6, §7), through the shared client's `request` (same host,
 * `Token` header, answers parsed with the src/domain schemas, failures as ApiError). They load
 * with the console's lazy chunk, not with the storefront.
 */

const call = <S extends z.ZodMiniType>(
  token: string,
  path: string,
  options: { method?: 'GET' | 'PUT' | 'PATCH'; body?: unknown; schema: S; signal?: AbortSignal },
) => request(path, { ...options, token });

/**
 * GET /api/vendor/orders: every pending order and the newest 100 others (the console filters
 * itself, and keeps older ones it has already seen; `?before=` pages further back).
 */
export async function listOrders(token: string, signal?: AbortSignal): Promise<VendorOrder[]> {
  return (await call(token, '/api/vendor/orders', { schema: vendorOrdersResponseSchema, signal })).orders;
}

/** PATCH /api/vendor/orders/{ref}: accept, decline or complete; 409 for a move the status forbids. */
export const moveOrder = (token: string, ref: number, status: OrderStatus) =>
  call(token, `/api/vendor/orders/${ref}`, { method: 'PATCH', body: { status }, schema: vendorOrderSchema });

/** PATCH /api/vendor/orders/{ref}/payment: the transfer arrived, or the cash was taken. */
export const confirmPayment = (token: string, ref: number) =>
  call(token, `/api/vendor/orders/${ref}/payment`, {
    method: 'PATCH',
    body: { state: 'paid' },
    schema: vendorOrderSchema,
  });

/**
 * Completes an order and, when the vendor answered yes to 'Mark ₦X received?', then marks its
 * transfer or cash paid: the answer is the completed (and paid) order.
 */
export async function completeOrder(token: string, ref: number, received = false): Promise<VendorOrder> {
  const completed = await moveOrder(token, ref, 'completed');
  return received ? confirmPayment(token, ref) : completed;
}

/** PUT /api/vendor/food-status, with how long a 'not ready' lasts (`for`); the server sets its end. */
export const setFoodStatus = (token: string, update: TimedFoodStatusUpdate) =>
  call(token, '/api/vendor/food-status', { method: 'PUT', body: update, schema: vendorFoodStatusSchema });

/** PUT /api/vendor/delivery-status, with how long a pause lasts (as the food switch). */
export const setDeliveryStatus = (token: string, update: TimedDeliveryStatusUpdate) =>
  call(token, '/api/vendor/delivery-status', {
    method: 'PUT',
    body: update,
    schema: vendorDeliveryStatusSchema,
  });

/** PUT /api/vendor/sold-out/{id}: marks a package sold out (for how long) or back on sale. */
export const setSoldOut = (token: string, id: number, update: SoldOutUpdate) =>
  call(token, `/api/vendor/sold-out/${id}`, {
    method: 'PUT',
    body: update,
    schema: soldOutResponseSchema,
  });

/** GET /api/vendor/settings: the food switch (and its end), the delivery switch and the sold-out packages. */
export const loadSettings = (token: string, signal?: AbortSignal): Promise<VendorSettings> =>
  call(token, '/api/vendor/settings', { schema: vendorSettingsSchema, signal });

/** GET /api/vendor/today: today's orders and money, over every order of the Lagos day. */
export const loadToday = (token: string, signal?: AbortSignal): Promise<DaySummary> =>
  call(token, '/api/vendor/today', { schema: daySummarySchema, signal });

/**
 * The live stream's address. EventSource cannot send headers, so the token goes in the query
 * (the server accepts it there for this route only).
 */
export const eventsUrl = (token: string) => apiUrl(`/api/vendor/events?token=${encodeURIComponent(token)}`);

export { ApiError };
