import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

/** PostgreSQL refuses U+0000 in text: left through, it became a 500 with the query in the log. */
const NULL_CHARACTER = '\u0000';
/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): an address or a name
 * holding one shows reversed in the vendor console, so what the kitchen reads is not what was sent.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

export const NULL_CHARACTER_MESSAGE = 'Text cannot contain a null character';
export const DIRECTION_CONTROL_MESSAGE = 'Text cannot contain text-direction control characters';

/** The first string anywhere in `value` that a check refuses, with its field path. */
function findRefused(value: unknown, path: string, depth = 0): { field: string; detail: string } | null {
  if (typeof value === 'string') {
    if (value.includes(NULL_CHARACTER)) return { field: path, detail: NULL_CHARACTER_MESSAGE };
    if (DIRECTION_CONTROLS.test(value)) return { field: path, detail: DIRECTION_CONTROL_MESSAGE };
    return null;
  }
  // Bodies are at most 16 KiB, but a deep nest of arrays is cheap to send: stop walking early.
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value) || depth > 32) return null;
  for (const [key, inner] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    const inKey = findRefused(key, field, depth + 1);
    if (inKey) return inKey;
    const found = findRefused(inner, field, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses, before any validation or query, a request whose body, query string or path holds a
 * character the database cannot store or the console would show misleadingly. One hook for
 * every route, so no query has to guard itself.
 */
export function inputGuardPlugin(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const found = findRefused(value, '');
      if (found) {
        throw new HttpError(400, API_ERROR_CODES.invalidInput, found.detail, {
          fields: { [found.field || part]: found.detail },
        });
      }
    }
  });
}
