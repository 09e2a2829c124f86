import type { MenuItemFormValues } from '../../domain/menuItemSchema';
import { vendorMenuItemSchema, vendorMenuResponseSchema } from '../../domain/vendorMenuApi';
import { z } from '../../domain/zod';
import { ApiError, apiUrl, request } from './client';
import { apiErrorSchema } from '../../domain/api';

/** The console's menu calls (issue 16), with the console's lazy chunk. */

export const loadVendorMenu = (token: string, signal?: AbortSignal) =>
  request('/api/vendor/menu', { token, schema: vendorMenuResponseSchema, signal });

export const createMenuItem = (token: string, values: MenuItemFormValues) =>
  request('/api/vendor/menu', { method: 'POST', token, body: values, schema: vendorMenuItemSchema });

export const updateMenuItem = (
  token: string,
  id: number,
  patch: Partial<MenuItemFormValues & { visible: boolean }>,
) => request(`/api/vendor/menu/${id}`, { method: 'PATCH', token, body: patch, schema: vendorMenuItemSchema });

export const reorderMenu = (token: string, ids: readonly number[]) =>
  request('/api/vendor/menu/order', {
    method: 'PUT',
    token,
    body: { ids },
    schema: z.pick(vendorMenuResponseSchema, { items: true }),
  });

/** POST /api/vendor/menu/{id}/picture: the file as a form upload (the one non-JSON call). */
export async function uploadMenuPicture(token: string, id: number, file: File) {
  const form = new FormData();
  form.append('picture', file);
  let response: Response;
  try {
    response = await fetch(apiUrl(`/api/vendor/menu/${id}/picture`), {
      method: 'POST',
      headers: { Authorization: `Token ${token}`, Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(0, 'The network is unreachable');
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(json);
    throw new ApiError(response.status, error.success ? error.data.detail : 'The upload failed');
  }
  const item = vendorMenuItemSchema.safeParse(json);
  if (!item.success) throw new ApiError(response.status, 'Unexpected answer from the server');
  return item.data;
}
