interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: while a write is in flight, the writes that arrive wait and then go together in
 * one statement. An idle server writes at once; a busy one makes one round trip (and, on PGlite,
 * one pass through its single connection) per batch instead of per order.
 */
export class Batcher<T, R> {
  private readonly queue: Waiting<T, R>[] = [];
  private inFlight = 0;

  constructor(
    /** Writes the items; answers one result per item, in order. */
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly maxInFlight: number,
    private readonly maxBatch = 64,
  ) {}

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      this.run(batch.map((w) => w.item))
        .then(
          (results) => batch.forEach((w, i) => w.resolve(results[i]!)),
          (error: unknown) => batch.forEach((w) => w.reject(error)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.flush();
        });
    }
  }
}
