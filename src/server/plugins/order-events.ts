import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { orderEventSchema, type OrderEvent } from '../../domain/api';
import type { Broadcast } from '../db/client';

/**
 * New and changed orders, for the vendor console's live stream. On PostgreSQL every event also
 * goes to the other servers on the database (NOTIFY), so a console sees every order whichever
 * server took it; `onRemote` lets this server forget what it cached about that order.
 */
export class OrderEvents {
  private readonly emitter = new EventEmitter();
  private readonly origin = randomUUID();

  constructor(
    private readonly broadcast?: Broadcast,
    onRemote?: (event: OrderEvent) => void,
  ) {
    // Every open console is a listener; the default cap of 10 is a false alarm here.
    this.emitter.setMaxListeners(0);
    broadcast?.onMessage((message) => {
      let parsed: { origin?: string; event?: unknown };
      try {
        parsed = JSON.parse(message) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.origin === this.origin) return;
      const event = orderEventSchema.safeParse(parsed.event);
      if (!event.success) return;
      onRemote?.(event.data);
      this.emitter.emit('order', event.data);
    });
  }

  publish(event: OrderEvent): void {
    this.emitter.emit('order', event);
    // NOTIFY payloads stop at 8000 bytes; an order is well under 2.
    this.broadcast?.send(JSON.stringify({ origin: this.origin, event })).catch(() => undefined);
  }

  subscribe(listener: (event: OrderEvent) => void): () => void {
    this.emitter.on('order', listener);
    return () => this.emitter.off('order', listener);
  }
}
