import { createParser } from 'eventsource-parser';
import { orderEventSchema, type OrderEvent } from '../../src/domain/api';

export interface EventStream {
  status: number;
  contentType: string | null;
  /** Resolves with the first order event that matches, or rejects after timeoutMs. */
  next(match: (event: OrderEvent) => boolean, timeoutMs?: number): Promise<OrderEvent>;
  /** Every order event received so far, in order. */
  events(): readonly OrderEvent[];
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
export async function openEvents(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  let all = '';
  const events: OrderEvent[] = [];
  const waiters = new Set<() => void>();
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => (markEnded = resolve));
  const parser = createParser({
    onEvent(message) {
      if (message.event === 'order') events.push(orderEventSchema.parse(JSON.parse(message.data)));
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
