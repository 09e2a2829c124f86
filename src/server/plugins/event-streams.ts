import type { SessionUser } from '../db/queries/sessions';

/** A phone, a laptop, a tab reloaded or two: past this an account's oldest stream makes way. */
export const EVENT_STREAMS_PER_ACCOUNT = 5;

/** One open event stream, as the registry sees it. */
export interface OpenStream {
  userId: number;
  tokenHash: string;
  /** Whether the session the stream was opened with may still listen. */
  stillAllowed(session: SessionUser): boolean;
  /** Ends the stream (the client reconnects or gives up); its close then calls `remove`. */
  end(): void;
}

export interface EventStreamLimits {
  /** Streams one account may hold open; the next one closes its oldest. */
  perAccount: number;
  /** Streams this server holds open at most (MAX_EVENT_STREAMS); past it, new ones get 503. */
  max: number;
  /** How often every open stream's session is read again. */
  checkMs: number;
}

/**
 * Every open event stream of this server (the console's and My orders'), so that they cost a
 * bounded amount: a few per account (a phone and a laptop, a reloaded tab; the oldest makes
 * way), a ceiling for the server, and one session query per tick for all of them. A stream
 * outlives the request that checked its token, so its session is read from the database again
 * (not the cache, which another server's logout may not have reached yet): a logout, an expiry
 * or a password change ends it within one tick. A database outage does not end it.
 */
export class EventStreams {
  /** In the order they opened: the first of an account's is its oldest. */
  private readonly streams = new Set<OpenStream>();
  private readonly byAccount = new Map<number, OpenStream[]>();
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly readSessions: (tokenHashes: readonly string[]) => Promise<Map<string, SessionUser>>,
    private readonly limits: EventStreamLimits,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /**
   * Makes room for one more stream of this account: closes the account's oldest past its share;
   * false when the server is at its ceiling (the caller answers 503).
   */
  admit(userId: number): boolean {
    const own = this.byAccount.get(userId) ?? [];
    while (own.length >= this.limits.perAccount) {
      const oldest = own[0]!;
      this.remove(oldest);
      oldest.end();
    }
    return this.streams.size < this.limits.max;
  }

  add(stream: OpenStream): void {
    this.streams.add(stream);
    const own = this.byAccount.get(stream.userId);
    if (own) own.push(stream);
    else this.byAccount.set(stream.userId, [stream]);
    if (!this.timer) {
      this.timer = setInterval(() => void this.check(), this.limits.checkMs);
      this.timer.unref();
    }
  }

  /** Idempotent: a stream is removed when closed here and again when its socket closes. */
  remove(stream: OpenStream): void {
    if (!this.streams.delete(stream)) return;
    const own = this.byAccount.get(stream.userId) ?? [];
    const at = own.indexOf(stream);
    if (at >= 0) own.splice(at, 1);
    if (own.length === 0) this.byAccount.delete(stream.userId);
    if (this.streams.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Shutdown: open streams would hold app.close() forever. */
  endAll(): void {
    for (const stream of [...this.streams]) {
      this.remove(stream);
      stream.end();
    }
  }

  private async check(): Promise<void> {
    // A slow database: the next tick waits for this one rather than piling queries up.
    if (this.checking || this.streams.size === 0) return;
    this.checking = true;
    try {
      const open = [...this.streams];
      const sessions = await this.readSessions([...new Set(open.map((stream) => stream.tokenHash))]);
      for (const stream of open) {
        const session = sessions.get(stream.tokenHash);
        if (!session || !stream.stillAllowed(session)) {
          this.remove(stream);
          stream.end();
        }
      }
    } catch {
      // The database is away: the streams stay open and are checked again next tick.
    } finally {
      this.checking = false;
    }
  }
}
