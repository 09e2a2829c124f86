import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

/** One transaction as the fake keeps it, in Paystack's own field names. */
export interface FakeTransaction {
  reference: string;
  email: string;
  /** Kobo, as Paystack reports it back. */
  amount: number;
  currency: string;
  status: 'success' | 'failed' | 'abandoned' | 'ongoing' | 'pending' | 'reversed';
  callback_url: string;
  metadata: Record<string, unknown>;
}

export interface FakePaystack {
  url: string;
  secretKey: string;
  /** Every initialize request body, in order. */
  initialized: Record<string, unknown>[];
  transactions: Map<string, FakeTransaction>;
  /** Requests seen with a wrong or missing Bearer key. */
  unauthorized: number;
  /** While true every connection is dropped (a network error to the provider). */
  down: boolean;
  /** While true every call is answered 500 `{status:false}` (Paystack having a bad day). */
  failing: boolean;
  /** A webhook body for a transaction, and its signature under `key` (default: the secret). */
  webhook(
    event: string,
    transaction: FakeTransaction,
    key?: string,
  ): { raw: string; headers: Record<string, string> };
  close(): Promise<void>;
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** A transaction as Paystack describes it, in verify's answer and in a webhook's `data`. */
function transactionData(transaction: FakeTransaction) {
  return {
    id: 4099260516,
    domain: 'test',
    status: transaction.status,
    reference: transaction.reference,
    amount: transaction.amount,
    gateway_response: transaction.status === 'success' ? 'Successful' : 'Declined',
    channel: 'card',
    currency: transaction.currency,
    metadata: transaction.metadata,
    customer: { id: 92312441, email: transaction.email },
  };
}

/**
 * A local stand-in for https://api.paystack.co speaking the documented shapes of
 * POST /transaction/initialize and GET /transaction/verify/:reference
 * (https://paystack.com/docs/api/transaction/), and signing webhooks like Paystack does
 * (x-paystack-signature: HMAC-SHA512 of the raw body with the secret key).
 */
export async function startFakePaystack(secretKey = 'sk_test_bukka_fake'): Promise<FakePaystack> {
  const fake: Omit<FakePaystack, 'url' | 'close'> = {
    secretKey,
    initialized: [],
    transactions: new Map(),
    unauthorized: 0,
    down: false,
    failing: false,
    webhook(event, transaction, key = secretKey) {
      const raw = JSON.stringify({
        event,
        data: { ...transactionData(transaction), paid_at: '2026-11-21T10:23:11.000Z' },
      });
      const signature = createHmac('sha512', key).update(raw).digest('hex');
      return { raw, headers: { 'x-paystack-signature': signature } };
    },
  };

  const server: Server = createServer((request, response) => {
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (fake.failing) {
      send(500, { status: false, message: 'An error occurred' });
      return;
    }
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      fake.unauthorized += 1;
      send(401, { status: false, message: 'Invalid key' });
      return;
    }
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
        const body = await readJson(request);
        fake.initialized.push(body);
        const reference = String(body.reference);
        if (fake.transactions.has(reference)) {
          send(400, { status: false, message: 'Duplicate Transaction Reference' });
          return;
        }
        fake.transactions.set(reference, {
          reference,
          email: String(body.email),
          amount: Number(body.amount),
          currency: String(body.currency ?? 'NGN'),
          status: 'abandoned',
          callback_url: String(body.callback_url),
          metadata: (body.metadata ?? {}) as Record<string, unknown>,
        });
        send(200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${reference}`,
            access_code: `ac_${reference}`,
            reference,
          },
        });
        return;
      }
      const verify = /^\/transaction\/verify\/(.+)$/.exec(url.pathname);
      if (request.method === 'GET' && verify) {
        const transaction = fake.transactions.get(decodeURIComponent(verify[1]!));
        if (!transaction) {
          send(400, { status: false, message: 'Transaction reference not found' });
          return;
        }
        send(200, {
          status: true,
          message: 'Verification successful',
          data: transactionData(transaction),
        });
        return;
      }
      send(404, { status: false, message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
