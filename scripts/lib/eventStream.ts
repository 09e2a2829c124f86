import { createParser } from 'eventsource-parser';
import type { z } from '../../src/domain/zod';
import { orderEventSchema, type OrderEvent } from '../../src/domain/api';

export interface EventStream<Event = OrderEvent> {
  status: number;
  contentType: string | null;
  /** Resolves with the first order event that matches, or rejects after timeoutMs. */
  next(match: (event: Event) => boolean, timeoutMs?: number): Promise<Event>;
  /** Every order event received so far, in order. */
  events(): readonly Event[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Everything received so far, comments (heartbeats) included. */
  received(): string;
  close(): void;
}

/**
 * Opens GET /api/vendor/events the way the console does and parses what arrives (with
 * eventsource-parser, as EventSource would): for the API tests and `npm run bench:soak`.
 */
export function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return openEventStream(url, orderEventSchema, headers);
}

/** Any stream of `order` events, each parsed with `schema` (GET /api/account/events: My orders). */
export async function openEventStream<S extends z.ZodMiniType>(
  url: string,
  schema: S,
  headers: Record<string, string> = {},
): Promise<EventStream<z.output<S>>> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  let all = '';
  const events: z.output<S>[] = [];
  const waiters = new Set<() => void>();
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const parser = createParser({
    onEvent(message) {
      if (message.event === 'order') events.push(schema.parse(JSON.parse(message.data)));
    },
  });
  if (response.ok && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) {
            markEnded();
            break;
          }
          all += value;
          parser.feed(value);
          for (const wake of waiters) wake();
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await response.body?.cancel();
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    ended,
    events: () => events,
    received: () => all,
    next(match, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching order event in ${timeoutMs} ms; got: ${all.slice(0, 500)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
