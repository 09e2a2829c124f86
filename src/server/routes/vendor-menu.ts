import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod';
import {
  menuItemCreateSchema,
  menuItemPatchSchema,
  menuNameOrderedAsMessage,
  menuNameTakenMessage,
  menuReorderSchema,
} from '../../domain/menuItemSchema';
import { UPLOAD_MAX_BYTES, UPLOAD_TOO_BIG_MESSAGE } from '../../domain/uploadedPicture';
import {
  MENU_HISTORY_LENGTH,
  vendorMenuItemSchema,
  vendorMenuResponseSchema,
  type VendorMenuItem,
} from '../../domain/vendorMenuApi';
import { findPackageKeyClash, packageKey } from '../../domain/order';
import type { StoredMenuItem } from '../db/queries/menu';
import { toPublicItem } from '../menu-cache';
import { processPicture } from '../menu-pictures';
import { HttpError } from '../plugins/errors';
import type { RouteContext } from './context';
import { errorAnswers } from './schemas';
import { MAX_ORDER_REF } from '../../domain/orderRef';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

const itemParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ORDER_REF)) });

const toVendorItem = (item: StoredMenuItem): VendorMenuItem => ({
  ...toPublicItem(item),
  visible: item.visible,
  position: item.position,
});

/**
 * The vendor runs the menu (issue 16): add, change, reorder, hide or show a package, upload its
 * picture. Vendor only (anonymous 401, customers 403, before any body is read); every change is
 * recorded with who and when, before and after (`menu_changes`), and shows on the storefront at
 * once (the menu cache is dropped, which also drops the home page rendered from it).
 */
export const vendorMenuRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const { store, auth, menu } = ctx;
  app.addHook('preHandler', auth.requireVendor);
  // Only this plugin takes multipart bodies: one file, at most 5 MB, no other fields.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  const nameMustBeFree = async (name: string, exceptId?: number) => {
    if (await store.menuNameTaken(name, exceptId)) {
      const detail = menuNameTakenMessage(name);
      throw new HttpError(400, API_ERROR_CODES.invalidInput, detail, { fields: { name: detail } });
    }
    // Orders name a package by its key (' Package' appended when missing): 'Mini' beside
    // 'Mini Package' would be charged at the other's price.
    const clash = findPackageKeyClash(await store.menuItems(), name, exceptId);
    if (clash) {
      const detail = menuNameOrderedAsMessage(name, clash.name, packageKey(name));
      throw new HttpError(400, API_ERROR_CODES.invalidInput, detail, { fields: { name: detail } });
    }
  };
  /** Two edits racing for one name: the unique index has the last word, still a 400. */
  const uniqueName = async <T>(name: string | undefined, write: () => Promise<T>): Promise<T> => {
    try {
      return await write();
    } catch (error) {
      const code = (error as { cause?: { code?: unknown }; code?: unknown }).cause?.code;
      if (name !== undefined && (code === '23505' || (error as { code?: unknown }).code === '23505')) {
        const detail = menuNameTakenMessage(name);
        throw new HttpError(400, API_ERROR_CODES.invalidInput, detail, { fields: { name: detail } });
      }
      throw error;
    }
  };
  const changed = () => menu.invalidate();
  const who = (request: { user: { username: string } | null }) => request.user!.username;

  app.get(
    '/api/vendor/menu',
    { schema: { response: { 200: vendorMenuResponseSchema, ...errorAnswers(401, 403) } } },
    async () => {
      const [items, changes] = await Promise.all([store.menuItems(), store.menuChanges(MENU_HISTORY_LENGTH)]);
      return {
        items: items.map(toVendorItem),
        changes: changes.map((change) => ({ ...change, changedAt: change.changedAt.toISOString() })),
      };
    },
  );

  app.post(
    '/api/vendor/menu',
    {
      schema: {
        body: menuItemCreateSchema,
        response: { 201: vendorMenuItemSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { name, desc, price, category, visible } = request.body;
      await nameMustBeFree(name);
      const created = await uniqueName(name, () =>
        store.createMenuItem({ name, description: desc, price, category, visible }, who(request)),
      );
      changed();
      return reply.code(201).send(toVendorItem(created));
    },
  );

  app.patch(
    '/api/vendor/menu/:id',
    {
      schema: {
        params: itemParams,
        body: menuItemPatchSchema,
        response: { 200: vendorMenuItemSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name, desc, price, category, visible } = request.body;
      if (name !== undefined) await nameMustBeFree(name, id);
      const updated = await uniqueName(name, () =>
        store.updateMenuItem(
          id,
          {
            ...(name !== undefined ? { name } : {}),
            ...(desc !== undefined ? { description: desc } : {}),
            ...(price !== undefined ? { price } : {}),
            ...(category !== undefined ? { category } : {}),
            ...(visible !== undefined ? { visible } : {}),
          },
          who(request),
        ),
      );
      if (!updated) throw new HttpError(404, API_ERROR_CODES.notFound, 'No package with that id');
      changed();
      return toVendorItem(updated);
    },
  );

  app.put(
    '/api/vendor/menu/order',
    {
      schema: {
        body: menuReorderSchema,
        response: { 200: z.pick(vendorMenuResponseSchema, { items: true }), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { ids } = request.body;
      const current = await store.menuItems();
      const known = new Set(current.map((item) => item.id));
      if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
        const detail = 'Send every package once, in the new order';
        throw new HttpError(400, API_ERROR_CODES.invalidInput, detail, { fields: { ids: detail } });
      }
      await store.reorderMenu(ids, who(request));
      changed();
      return { items: (await store.menuItems()).map(toVendorItem) };
    },
  );

  app.post(
    '/api/vendor/menu/:id/picture',
    {
      schema: {
        params: itemParams,
        response: { 200: vendorMenuItemSchema, ...errorAnswers(400, 401, 403, 404, 406, 413, 415, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await store.menuItems()).some((item) => item.id === id)) {
        throw new HttpError(404, API_ERROR_CODES.notFound, 'No package with that id');
      }
      if (!request.isMultipart())
        throw new HttpError(415, API_ERROR_CODES.unsupportedMedia, 'Send the picture as multipart/form-data');
      const part = await request.file();
      if (!part) throw new HttpError(400, API_ERROR_CODES.invalidInput, 'Choose a picture to upload');
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, API_ERROR_CODES.tooLarge, UPLOAD_TOO_BIG_MESSAGE);
        }
        throw error;
      }
      const picture = await processPicture(bytes);
      await store.savePicture(picture.sha256, picture.renditions);
      const updated = await store.updateMenuItem(id, { picture: picture.sha256 }, who(request));
      if (!updated) throw new HttpError(404, API_ERROR_CODES.notFound, 'No package with that id');
      changed();
      return toVendorItem(updated);
    },
  );
};
