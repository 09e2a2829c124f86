import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod';
import { UPLOAD_DEFAULT_WIDTH } from '../../domain/uploadedPicture';
import type { RouteContext } from './context';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

const FILE = /^([0-9a-f]{64})(?:-(\d{2,4})w)?\.webp$/;
const mediaParams = z.object({ file: z.string().check(z.maxLength(80)) });

/**
 * The vendor's pictures (issue 16): `/media/<sha256>.webp` and `/media/<sha256>-<width>w.webp`,
 * from the database. The name is the content's hash, so an answer never changes: a year in
 * every cache, and a new picture is a new name.
 */
export const mediaRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  app.get('/media/:file', { schema: { params: mediaParams } }, async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const picture = match
      ? await ctx.store.picture(match[1]!, match[2] ? Number(match[2]) : UPLOAD_DEFAULT_WIDTH)
      : undefined;
    if (!picture) return reply.code(404).send({ detail: 'No such picture', code: API_ERROR_CODES.notFound });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('image/webp')
      .send(picture.bytes);
  });
};
