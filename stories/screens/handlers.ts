import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import {
  accountProfileResponseSchema,
  apiErrorSchema,
  deliveryStatusResponseSchema,
  foodStatusResponseSchema,
  menuResponseSchema,
  meResponseSchema,
  paymentConfigSchema,
  paymentResponseSchema,
  soldOutIdsResponseSchema,
  vendorOrderPatchSchema,
  vendorOrderSchema,
  vendorOrdersResponseSchema,
  type MenuResponse,
  type PaymentConfig,
  type Role,
  type VendorOrder,
} from '../../src/domain/api';
import { customerOrdersResponseSchema, type CustomerOrder } from '../../src/domain/customerOrders';
import { daySummarySchema, type DaySummary } from '../../src/domain/daySummary';
import { readReportRange, reportResponseSchema, type ReportOrder } from '../../src/domain/reports';
import { vendorMenuResponseSchema, type VendorMenuResponse } from '../../src/domain/vendorMenuApi';
import {
  shopStatusSchema,
  vendorSettingsSchema,
  type VendorSettings,
} from '../../src/domain/vendorSettingsApi';
import type { z } from '../../src/domain/zod';
import { reportOf } from '../vendor/reportFixtures';

/**
 * The API as every screen story sees it (issue 27 item 3): one set of MSW handlers for the whole
 * of /api, answered at the network level (the app's own client, `fetch` and `EventSource`, runs
 * unchanged). Every answer goes through the schema of src/domain the app parses it with, so a
 * story whose data drifts from the contract fails here rather than drawing something the server
 * could never send. Stories choose the data (screenData.ts) and how the server behaves.
 */

/** What the server holds for a story. Anything left out answers as an empty shop would. */
export interface ServerData {
  /** Who `GET /api/account/me` says the stored token belongs to (null: no session). */
  role: Role | null;
  username: string;
  menu: MenuResponse['items'];
  soldOut: number[];
  paymentConfig: PaymentConfig;
  vendorOrders: VendorOrder[];
  myOrders: CustomerOrder[];
  today: DaySummary | null;
  settings: VendorSettings;
  vendorMenu: VendorMenuResponse;
  /** The orders the Reports tab's figures are computed from, for whatever range it asks. */
  reportOrders: ReportOrder[];
}

/**
 * How the server answers: `up`; `down`, every data call a 503 (the session's own question still
 * answers, so the screen is the signed-in one with its data missing); `offline`, no network at all;
 * `dropped`, up until the story's play function drops the network (appScreen.tsx dropNetwork: the
 * console open in the kitchen when the network goes).
 */
export type ServerState = 'up' | 'down' | 'offline' | 'dropped';

/** What the stories' play functions check went through MSW: each PATCH of an order's status. */
export const sentMoves: { ref: number; status: string }[] = [];

const ok = <S extends z.ZodMiniType>(schema: S, body: z.input<S>) =>
  HttpResponse.json(schema.parse(body) as JsonBodyType);

const UNAVAILABLE = apiErrorSchema.parse({ detail: 'Service Unavailable' });

/**
 * An event stream that opens and then stays quiet: the console and My orders show themselves
 * live, and nothing arrives to change the picture between two runs.
 */
function quietStream() {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(': open\n\n'));
    },
  });
  return new HttpResponse(stream, {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
  });
}

/**
 * The handlers for one story whose server refuses one call with a 503 (POST `path`), ahead of the
 * shared ones: each refused call's body is kept in `refused`, for the story to check what reached
 * the server.
 */
export function refusingHandlers<Body>(path: string, refused: Body[], data: ServerData): RequestHandler[] {
  return [
    http.post(path, async ({ request }) => {
      const text = await request.text();
      refused.push((text === '' ? undefined : JSON.parse(text)) as Body);
      return HttpResponse.json({ detail: 'Service Unavailable' }, { status: 503 });
    }),
    ...apiHandlers(data),
  ];
}

/** The handlers for one story: its data, the server's state. */
export function apiHandlers(data: ServerData, state: ServerState = 'up'): RequestHandler[] {
  if (state === 'offline') return [http.all('/api/*', () => HttpResponse.error())];
  const me = http.get('/api/account/me', () =>
    data.role
      ? ok(meResponseSchema, {
          username: data.username,
          email: `${data.username}@example.com`,
          role: data.role,
        })
      : HttpResponse.json({ detail: 'Invalid token.' }, { status: 401 }),
  );
  const streams = [http.get('/api/vendor/events', quietStream), http.get('/api/account/events', quietStream)];
  if (state === 'down') {
    return [me, ...streams, http.all('/api/*', () => HttpResponse.json(UNAVAILABLE, { status: 503 }))];
  }
  const orders = [...data.vendorOrders];
  return [
    me,
    ...streams,
    http.get('/api/menu', () => ok(menuResponseSchema, { items: data.menu })),
    http.get('/api/menu/sold-out', () => ok(soldOutIdsResponseSchema, { ids: data.soldOut })),
    http.get('/api/shop/status', () =>
      ok(shopStatusSchema, {
        food: data.settings.food,
        delivery: data.settings.delivery,
        sold_out: data.soldOut,
        menu_version: 'story',
      }),
    ),
    // The signed-in customer's reads of the switches at checkout (product-spec §7).
    http.get('/api/account/Food/Status/', () =>
      ok(foodStatusResponseSchema, { status: data.settings.food.status }),
    ),
    http.get('/api/account/Delivery/Status/', () =>
      ok(deliveryStatusResponseSchema, { status: data.settings.delivery.status }),
    ),
    http.get('/api/payments/config', () => ok(paymentConfigSchema, data.paymentConfig)),
    http.post('/api/account/payments/:ref/', () =>
      ok(paymentResponseSchema, { method: 'transfer', state: 'awaiting_confirmation' }),
    ),
    http.get('/api/account/profile', () =>
      ok(accountProfileResponseSchema, { addresses: [], phoneNumber: '' }),
    ),
    // The account keeps what the tab saved (accountSync): the saved body, as the server answers it.
    http.put('/api/account/profile', async ({ request }) =>
      ok(accountProfileResponseSchema, {
        addresses: [],
        phoneNumber: '',
        ...((await request.json()) as object),
      }),
    ),
    http.get('/api/account/orders', ({ request }) => {
      const due = new URL(request.url).searchParams.get('payment') === 'due';
      const mine = due ? data.myOrders.filter((order) => order.payment.state === 'unpaid') : data.myOrders;
      return ok(customerOrdersResponseSchema, { orders: mine.slice(0, 20), next_before: null });
    }),
    http.get('/api/vendor/orders', () => ok(vendorOrdersResponseSchema, { orders, next_before: null })),
    http.patch('/api/vendor/orders/:ref', async ({ params, request }) => {
      const { status } = vendorOrderPatchSchema.parse(await request.json());
      const ref = Number(params.ref);
      const index = orders.findIndex((order) => order.ref === ref);
      if (index < 0) return HttpResponse.json({ detail: 'Order not found.' }, { status: 404 });
      sentMoves.push({ ref, status });
      orders[index] = vendorOrderSchema.parse({ ...orders[index], status });
      return HttpResponse.json(orders[index]);
    }),
    http.get('/api/vendor/settings', () => ok(vendorSettingsSchema, data.settings)),
    http.get('/api/vendor/today', () =>
      data.today ? ok(daySummarySchema, data.today) : HttpResponse.json(UNAVAILABLE, { status: 503 }),
    ),
    http.get('/api/vendor/menu', () => ok(vendorMenuResponseSchema, data.vendorMenu)),
    // The range's figures as the server computes them (the domain's reportFigures, the SQL's oracle).
    http.get('/api/vendor/reports', ({ request }) => {
      const asked = Object.fromEntries(new URL(request.url).searchParams);
      const read = readReportRange(asked);
      if (!read.ok) return HttpResponse.json({ detail: read.detail, code: read.code }, { status: 400 });
      return ok(reportResponseSchema, reportOf(data.reportOrders, read.range.from, read.range.to));
    }),
    // Nothing a screen asks for goes to the dev server: an unknown call is a story's bug, loudly.
    http.all('/api/*', ({ request }) =>
      HttpResponse.json({ detail: `No story handler for ${request.method} ${request.url}` }, { status: 501 }),
    ),
  ];
}
