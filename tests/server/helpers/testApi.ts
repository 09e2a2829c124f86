import { afterAll, beforeAll } from 'vitest';
import type { StartServerOptions } from '../../../src/server/server';
import { startFakePaystack, type FakePaystack } from './paystack';
import {
  createTestDatabase,
  logIn,
  startTestServer,
  VENDOR,
  type Call,
  type DbKind,
  type TestDatabase,
  type TestServer,
} from './server';

export interface TestApiOptions extends StartServerOptions {
  /** Start a local Paystack stand-in first and point the server at it (`api.paystack`). */
  fakePaystack?: boolean;
}

/** What a suite of API tests works with, filled in by the hooks `testApi` registers. */
export interface TestApi {
  /** Calls whichever server runs now: safe to take before the hooks ran, and after a restart. */
  call: Call;
  /** The vendor, logged in. */
  vendorToken: string;
  running: TestServer;
  database: TestDatabase;
  /** Only with `fakePaystack: true`. */
  paystack: FakePaystack;
  /** Stops the server and starts a new one on the same database. */
  restart(): Promise<void>;
}

/**
 * The opening every API suite shares: registers, in the calling `describe`, a beforeAll that
 * makes a database of `kind`, starts a server on it and logs the vendor in, and an afterAll that
 * stops them. A beforeAll the suite registers after this call runs after the vendor logged in.
 */
export function testApi(kind: DbKind, { fakePaystack, ...options }: TestApiOptions = {}): TestApi {
  const api = {
    call: ((method, path, callOptions) => api.running.call(method, path, callOptions)) as Call,
    async restart() {
      api.running = await api.running.restart();
    },
  } as TestApi;

  beforeAll(async () => {
    if (fakePaystack) {
      api.paystack = await startFakePaystack();
      options.paystackSecretKey = api.paystack.secretKey;
      options.paystackBaseUrl = api.paystack.url;
    }
    api.database = await createTestDatabase(kind);
    api.running = await startTestServer(api.database, options);
    api.vendorToken = await logIn(api.call, VENDOR.username, VENDOR.password);
  });

  afterAll(async () => {
    await api.running?.stop();
    api.database?.dispose();
    await api.paystack?.close();
  });

  return api;
}
