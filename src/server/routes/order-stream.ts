import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OrderEvent } from '../../domain/api';
import type { SessionUser } from '../db/queries/sessions';
import type { RouteContext } from './context';

/** What one stream sends of an order event; null keeps it from this listener. */
interface StreamOptions<Sent extends { order: { ref: number } }> {
  pick: (event: OrderEvent) => Sent | null;
  /** Whether the session the stream was opened with may still listen. */
  stillAllowed: (session: SessionUser) => boolean;
}

/**
 * The one way the server serves a live stream of orders (the console's and My orders'): SSE
 * headers, a heartbeat, the token checked again while it stays open, an end on resync and on
 * shutdown. Each route says only which events its listener may hear.
 */
export function orderStreams(
  app: FastifyInstance,
  { events, store, sseHeartbeatMs, streamTokenCheckMs }: RouteContext,
) {
  const streams = new Set<ServerResponse>();
  // Open streams would hold app.close() forever: end them first.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  return function open<Sent extends { order: { ref: number } }>(
    request: FastifyRequest,
    reply: FastifyReply,
    { pick, stillAllowed }: StreamOptions<Sent>,
  ) {
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
    streams.add(raw);
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
    // The stream outlives the request that checked its token: ask the database again (not the
    // cache, which another server's logout does not reach), so a logout, an expiry or a
    // password change ends it within one interval. A database outage does not end it.
    const tokenHash = request.tokenHash!;
    const recheck = setInterval(() => {
      store.sessionUser(tokenHash).then(
        (session) => {
          if (!session || !stillAllowed(session)) raw.end();
        },
        () => {},
      );
    }, streamTokenCheckMs);
    recheck.unref();
    const stop = () => {
      clearInterval(recheck);
      clearInterval(heartbeat);
      unsubscribe();
      stopResync();
      streams.delete(raw);
    };
    raw.on('close', stop);
    raw.on('error', stop);
  };
}
