import { EventEmitter } from 'node:events';
import type { OrderEvent } from '../../domain/api';

/**
 * New and changed orders, for the vendor console's live stream. In-process: with several
 * servers on one PostgreSQL each console sees the orders of the server it is connected to.
 */
export class OrderEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open console is a listener; the default cap of 10 is a false alarm here.
    this.emitter.setMaxListeners(0);
  }

  publish(event: OrderEvent): void {
    this.emitter.emit('order', event);
  }

  subscribe(listener: (event: OrderEvent) => void): () => void {
    this.emitter.on('order', listener);
    return () => this.emitter.off('order', listener);
  }
}
