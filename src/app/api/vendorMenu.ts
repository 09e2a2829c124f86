import type { MenuItemFormValues } from '../../domain/menuItemSchema';
import { vendorMenuItemSchema, vendorMenuResponseSchema } from '../../domain/vendorMenuApi';
import { z } from '../../domain/zod';
import { request } from './client';

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

/**
 * POST /api/vendor/menu/{id}/picture: the file as a form upload, through the shared client so a
 * refusal keeps its `code` and `fields` (a 413 or 415 reads like any other answer).
 */
export function uploadMenuPicture(token: string, id: number, file: File) {
  const form = new FormData();
  form.append('picture', file);
  return request(`/api/vendor/menu/${id}/picture`, {
    method: 'POST',
    token,
    body: form,
    schema: vendorMenuItemSchema,
  });
}
