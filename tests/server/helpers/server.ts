import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import {
  buildCreateOrderPayload,
  type CheckoutDetails,
  type CreateOrderPayload,
} from '../../../src/domain/order';
import { startServer, type RunningServer, type StartServerOptions } from '../../../src/server/server';
import { createDatabaseAt } from '../../../scripts/lib/throwawayPostgres';
import { copyPgliteTemplate } from '../globalSetup';
import { MENU_SEED } from '../../../src/domain/menuSeed';
import type { ServerEntry } from '../../../scripts/lib/buildServer';

export type DbKind = 'pglite' | 'postgres';

/**
 * Node's arguments to run one of the server's entries (main, cli, backup-cli, restore-cli) as its
 * own process: the run's bundle (`serverBundle`, tests/server/globalSetup.ts), what the image runs
 * from dist-server/, started in ~1 s where `--import tsx src/server/<entry>.ts` compiled the
 * server's modules at every spawn (2–3 s each at a load of 12).
 */
export const serverEntry = (name: ServerEntry): string[] => [join(inject('serverBundle'), `${name}.js`)];

export const VENDOR = { username: 'chef', password: 'Kitchen-Boss-1!' };
export const PASSWORD = 'Jollof#2026';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is, instead of JSON.stringify(body). */
  raw?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

/** fetch against the running server, answers parsed when they are JSON. */
export function client(baseUrl: string) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    if (options.token) headers.authorization = `Token ${options.token}`;
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON (HTML, event stream): keep the text.
    }
    return { status: response.status, body: parsed as T, text, headers: response.headers };
  };
}
export type Call = ReturnType<typeof client>;

let counter = 0;
/** A name no other test in this run uses. */
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}_${counter}_${Math.random().toString(36).slice(2, 6)}`;
}

export async function signUpAndLogIn(
  call: Call,
  prefix = 'cust',
): Promise<{ username: string; token: string }> {
  const username = uniqueName(prefix);
  const signup = await call('POST', '/api/signup', {
    body: { username, email: `${username}@example.com`, password: PASSWORD },
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}: ${signup.text}`);
  return { username, token: await logIn(call, username, PASSWORD) };
}

export async function logIn(call: Call, username: string, password: string): Promise<string> {
  const login = await call<{ token: string }>('POST', '/api/login', { body: { username, password } });
  if (login.status !== 200) throw new Error(`login ${login.status}: ${login.text}`);
  return login.body.token;
}

let clock = Date.UTC(2026, 10, 21, 12, 0, 0, 0);
/** A checkout of the storefront's own making (src/domain), with a fresh order_name each time. */
export function checkout(username: string, details: Partial<CheckoutDetails> = {}): CreateOrderPayload {
  clock += 1;
  return buildCreateOrderPayload({
    username,
    cart: [{ id: 1, quantity: 2 }],
    menu: MENU_SEED,
    mode: 'pickup',
    zone: '',
    phoneNumber: '08031234567',
    selectedAddress: '',
    at: new Date(clock),
    ...details,
  });
}

export interface TestServer {
  server: RunningServer;
  call: Call;
  /** Stops the server (the database stays, for a restart). */
  stop(): Promise<void>;
  /** A new server on the same database. */
  restart(): Promise<TestServer>;
}

/** Where one test file keeps its database: a PGlite folder or a throwaway PostgreSQL. */
export interface TestDatabase {
  kind: DbKind;
  options: Pick<StartServerOptions, 'dataDir' | 'databaseUrl'>;
  dispose(): void;
}

/**
 * A database no other file writes to: a copy of the run's migrated PGlite folder, or a new
 * database on the run's PostgreSQL (tests/server/globalSetup.ts). The PostgreSQL database is
 * left for the cluster's removal at the end of the run.
 */
export async function createTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dataDir = copyPgliteTemplate(inject('pgliteTemplate'));
    return { kind, options: { dataDir }, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const databaseUrl = await createDatabaseAt(inject('postgresUrl'), uniqueName('db').toLowerCase());
  return { kind, options: { databaseUrl }, dispose: () => undefined };
}

/** Options every test server shares: quiet, API only, a known vendor, generous rate limits. */
export function testOptions(extra: StartServerOptions = {}): StartServerOptions {
  return {
    port: 0,
    host: '127.0.0.1',
    logger: false,
    staticDir: null,
    vendor: VENDOR,
    authRateLimit: { max: 10_000, timeWindow: 60_000 },
    loginAddressRateLimit: { max: 10_000, timeWindow: 60_000 },
    orderRateLimit: { max: 10_000, timeWindow: 60_000 },
    newsletterRateLimit: { max: 10_000, timeWindow: 60_000 },
    ...extra,
  };
}

export async function startTestServer(
  database: TestDatabase,
  extra: StartServerOptions = {},
): Promise<TestServer> {
  const options = testOptions({ ...database.options, ...extra });
  const server = await startServer(options);
  const self: TestServer = {
    server,
    call: client(server.url),
    stop: () => server.close(),
    restart: async () => {
      await server.close();
      return startTestServer(database, extra);
    },
  };
  return self;
}
