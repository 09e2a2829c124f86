import type { z } from '../../domain/zod';
import type { AccountProfileInput } from '../../domain/accountProfile';
import {
  accountProfileResponseSchema,
  apiErrorSchema,
  createOrderResponseSchema,
  deliveryStatusResponseSchema,
  foodStatusResponseSchema,
  loginResponseSchema,
  meResponseSchema,
  newsletterResponseSchema,
  orderStatusResponseSchema,
  paymentConfigSchema,
  paymentResponseSchema,
  paymentVerifyResponseSchema,
  signupResponseSchema,
  soldOutIdsResponseSchema,
  menuResponseSchema,
  type PaymentMethod,
} from '../../domain/api';

export { paymentStepDone } from '../../domain/orderMachine';
import type { LoginData, SignupData } from '../../domain/auth';
import type { CreateOrderPayload } from '../../domain/order';
import { shopStatusSchema } from '../../domain/vendorSettingsApi';

/**
 * The one API client (DESIGN §6). Every answer is parsed with the shared schemas of
 * src/domain/api.ts; every failure is an ApiError. Import it with `import()`: it brings zod,
 * which stays out of the page's first chunk.
 */

/** Any failed call: HTTP status (0 when the network failed), the server's detail, its field messages. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fields: Record<string, string> = {},
    /** The refusal's machine-readable reason (API_ERROR_CODES), when the server gives one. */
    readonly code?: string,
  ) {
    super(`${status}: ${detail}`);
  }
}

// The account API may live elsewhere (VITE_API_HOST); signup, login and logout are the page's own
// origin (product-spec §7).
const API_HOST = (import.meta.env.VITE_API_HOST ?? '').replace(/\/+$/, '');

/** The address of an API path, on VITE_API_HOST when it is set (the console's event stream). */
export const apiUrl = (path: string) => `${API_HOST}${path}`;

interface RequestOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  token?: string | null;
  body?: unknown;
  schema: S | null;
  host?: string;
  signal?: AbortSignal;
}

/**
 * The one way to call the API: `Token` header, JSON both ways (or a FormData body for an upload),
 * failures as ApiError with the server's `detail`, `fields` and `code`.
 */
export async function request<S extends z.ZodMiniType>(
  path: string,
  { method = 'GET', token, body, schema, host = API_HOST, signal }: RequestOptions<S>,
): Promise<z.output<S>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form (the menu picture's upload) sets its own multipart Content-Type, boundary included.
  const form = body instanceof FormData;
  if (!form && (body !== undefined || method !== 'GET')) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Token ${token}`;
  let response: Response;
  try {
    response = await fetch(`${host}${path}`, {
      method,
      headers,
      body: form ? body : body === undefined ? (method === 'GET' ? undefined : '{}') : JSON.stringify(body),
      signal,
      // Statuses and order lists change under the customer's and the vendor's eyes.
      cache: 'no-store',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'The network is unreachable');
  }
  const text = await response.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.detail, parsed.data.fields, parsed.data.code)
      : new ApiError(response.status, response.statusText || 'Request failed');
  }
  if (schema === null) return undefined as z.output<S>;
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new ApiError(response.status, 'Unexpected answer from the server');
  return parsed.data;
}

export const signup = (body: SignupData) =>
  request('/api/signup', { method: 'POST', body, schema: signupResponseSchema, host: '' });

export const login = (body: LoginData) =>
  request('/api/login', { method: 'POST', body, schema: loginResponseSchema, host: '' });

export const logout = (token: string) =>
  request('/api/logout', { method: 'POST', token, schema: null, host: '' });

export const me = (token: string) => request('/api/account/me', { token, schema: meResponseSchema });

export const foodStatus = (token: string) =>
  request('/api/account/Food/Status/', { token, schema: foodStatusResponseSchema });

export const deliveryStatus = (token: string) =>
  request('/api/account/Delivery/Status/', { token, schema: deliveryStatusResponseSchema });

export const createOrder = (token: string, payload: CreateOrderPayload) =>
  request('/api/account/create_order/', {
    method: 'POST',
    token,
    body: payload,
    schema: createOrderResponseSchema,
  });

export const orderStatus = (token: string, ref: number, signal?: AbortSignal) =>
  request(`/api/account/Order/Status/${ref}`, { token, schema: orderStatusResponseSchema, signal });

/** GET /api/shop/status: both switches and when their pauses end (anyone; the paused banner). */
export const shopStatus = (signal?: AbortSignal) =>
  request('/api/shop/status', { schema: shopStatusSchema, signal });

export const paymentConfig = () => request('/api/payments/config', { schema: paymentConfigSchema });

export const pay = (token: string, ref: number, method: PaymentMethod) =>
  request(`/api/account/payments/${ref}/`, {
    method: 'POST',
    token,
    body: { method },
    schema: paymentResponseSchema,
  });

/** After Paystack sends the customer back: the server asks Paystack about the order's payment. */
export const verifyPayment = (token: string, ref: number) =>
  request(`/api/account/payments/${ref}/verify/`, {
    method: 'POST',
    token,
    schema: paymentVerifyResponseSchema,
  });

/** The packages the vendor marked sold out (public). */
/** The packages on sale now (issue 16): names, prices, pictures, in the vendor's order. */
export const menu = (signal?: AbortSignal) => request('/api/menu', { schema: menuResponseSchema, signal });

export const soldOutIds = (signal?: AbortSignal) =>
  request('/api/menu/sold-out', { schema: soldOutIdsResponseSchema, signal });

export const subscribeNewsletter = (email: string) =>
  request('/api/newsletter', { method: 'POST', body: { email }, schema: newsletterResponseSchema });

/** What the account remembers (issue 13): the customer's saved addresses and phone. */
export const accountProfile = (token: string) =>
  request('/api/account/profile', { token, schema: accountProfileResponseSchema });

export const saveAccountProfile = (token: string, profile: AccountProfileInput) =>
  request('/api/account/profile', {
    method: 'PUT',
    token,
    body: profile,
    schema: accountProfileResponseSchema,
  });
