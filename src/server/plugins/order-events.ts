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
  private outbox: OrderEvent[] = [];
  private readonly ownListeners = new Set<(event: OrderEvent) => void>();

  constructor(
    private readonly broadcast?: Broadcast,
    onRemote?: (event: OrderEvent) => void,
  ) {
    // Every open console is a listener; the default cap of 10 is a false alarm here.
    this.emitter.setMaxListeners(0);
    // Events other servers sent while this one's listener was away are lost (NOTIFY keeps
    // nothing): the open consoles must read their list again.
    broadcast?.onReconnect(() => this.emitter.emit('resync'));
    broadcast?.onMessage((message) => {
      let parsed: { origin?: string; events?: unknown };
      try {
        parsed = JSON.parse(message) as typeof parsed;
      } catch {
        return;
      }
      if (parsed.origin === this.origin || !Array.isArray(parsed.events)) return;
      for (const raw of parsed.events) {
        const event = orderEventSchema.safeParse(raw);
        if (!event.success) continue;
        onRemote?.(event.data);
        this.emitter.emit('order', event.data);
      }
    });
  }

  publish(event: OrderEvent): void {
    this.emitter.emit('order', event);
    for (const listener of this.ownListeners) listener(event);
    if (!this.broadcast) return;
    // NOTIFY serialises the commits that use it: the events of one tick go out together.
    if (this.outbox.length === 0) setImmediate(() => this.flush());
    this.outbox.push(event);
  }

  private flush(): void {
    const events = this.outbox;
    this.outbox = [];
    // NOTIFY payloads stop at 8000 bytes; an order is well under 2 KB.
    let chunk: OrderEvent[] = [];
    let size = 0;
    const send = () => {
      if (chunk.length === 0) return;
      this.broadcast?.send(JSON.stringify({ origin: this.origin, events: chunk })).catch(() => undefined);
      chunk = [];
      size = 0;
    };
    for (const event of events) {
      const length = Buffer.byteLength(JSON.stringify(event));
      if (size + length > 7000) send();
      chunk.push(event);
      size += length;
    }
    send();
  }

  /** Called when the live events may have missed some: a stream should make its console re-read. */
  onResync(listener: () => void): () => void {
    this.emitter.on('resync', listener);
    return () => this.emitter.off('resync', listener);
  }

  /** Open consoles on this server (one listener per vendor event stream), for /metrics. */
  get openStreams(): number {
    return this.emitter.listenerCount('order');
  }

  /**
   * The changes this server committed, never those relayed from other servers: what only the
   * committing server must act on (Web Push: each change pushed once, not once per server).
   */
  onOwn(listener: (event: OrderEvent) => void): void {
    this.ownListeners.add(listener);
  }

  subscribe(listener: (event: OrderEvent) => void): () => void {
    this.emitter.on('order', listener);
    return () => this.emitter.off('order', listener);
  }
}
