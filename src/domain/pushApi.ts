import { z } from './zod';

/**
 * GET /api/push/key: the VAPID public key, for `pushManager.subscribe({applicationServerKey})`.
 * Apart from push.ts so the page's Web Push code (lazy) does not bring the server's rules along.
 */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
