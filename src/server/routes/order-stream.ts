import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderEvent } from '../../domain/api';
import type { SessionUser } from '../db/queries/sessions';
import type { OpenStream } from '../plugins/event-streams';
import type { RouteContext } from './context';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

/** What one stream sends of an order event; null keeps it from this listener. */
interface StreamOptions<Sent extends { order: { ref: number } }> {
  pick: (event: OrderEvent) => Sent | null;
  /** Whether the session the stream was opened with may still listen. */
  stillAllowed: (session: SessionUser) => boolean;
}

/** What a client is told past MAX_EVENT_STREAMS; it may try again after Retry-After seconds. */
export const STREAMS_FULL_MESSAGE =
  'Too many live connections to the kitchen right now. Please try again shortly.';
const STREAMS_FULL_RETRY_S = 30;

/**
 * The one way the server serves a live stream of orders (the console's and My orders'): SSE
 * headers, a heartbeat, an end on resync and on shutdown; the account's share, the server's
 * ceiling and the token's re-check are the registry's (plugins/event-streams.ts). Each route says
 * only which events its listener may hear.
 */
export function orderStreams(app: FastifyInstance, { events, streams, sseHeartbeatMs }: RouteContext) {
  return function open<Sent extends { order: { ref: number } }>(
    request: FastifyRequest,
    reply: FastifyReply,
    { pick, stillAllowed }: StreamOptions<Sent>,
  ) {
    if (!streams.admit(request.user!.id)) {
      return reply
        .code(503)
        .header('retry-after', String(STREAMS_FULL_RETRY_S))
        .send({ detail: STREAMS_FULL_MESSAGE, code: API_ERROR_CODES.unavailable });
    }
    const raw = reply.raw;
    // Fastify is done with this reply: the headers set so far (helmet's) go out with ours.
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n: connected\n\n');
    const unsubscribe = events.subscribe((event) => {
      const sent = pick(event);
      if (sent) raw.write(`event: order\nid: ${sent.order.ref}\ndata: ${JSON.stringify(sent)}\n\n`);
    });
    // Events may have gone unheard (the NOTIFY listener was away): ending the stream makes the
    // page reconnect and read its list again.
    const stopResync = events.onResync(() => raw.end());
    // Proxies and phones drop quiet connections; a comment line keeps this one open.
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), sseHeartbeatMs);
    heartbeat.unref();
    const stream: OpenStream = {
      userId: request.user!.id,
      tokenHash: request.tokenHash!,
      stillAllowed,
      end: () => raw.end(),
    };
    streams.add(stream);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      stopResync();
      streams.remove(stream);
    };
    raw.on('close', stop);
    raw.on('error', stop);
    return undefined;
  };
}
