import { z } from './zod';
import { MAX_ORDER_REF } from './orderRef';
import { emailSchema } from './auth';
import { deliveryStatusSchema, foodStatusSchema, orderStatusSchema } from './status';

/**
 * The API contract of DESIGN §6 as zod schemas: the server validates what it receives and
 * answers with these shapes; the client parses what it gets back with the same schemas.
 * Request bodies of signup, login and create-order live beside their rules (auth.ts, order.ts).
 */

/** Every error answer: a sentence for people, per-field messages for forms, and maybe a code. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  /** One of API_ERROR_CODES (apiErrorCodes.ts) where the client must recognise the refusal. */
  code: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const signupResponseSchema = z.object({ username: z.string() });
export const loginResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });

export const roleSchema = z.enum(['customer', 'vendor']);
export type Role = z.infer<typeof roleSchema>;
/**
 * The answer of GET and PUT /api/account/profile (accountProfile.ts): what is stored, already
 * checked (no transforms to run on the way out). Here, not beside accountProfileSchema, which
 * uses phoneSchema: the API client loads with the menu on a first visit, and through that module
 * it brought libphonenumber-js (9 KB) to every first visit, for a form the customer may never open.
 */
export const accountProfileResponseSchema = z.object({
  addresses: z.array(z.object({ id: z.number().check(z.int()), value: z.string() })),
  phoneNumber: z.string(),
});

export const meResponseSchema = z.object({ username: z.string(), email: z.string(), role: roleSchema });
export type Me = z.infer<typeof meResponseSchema>;

export const foodStatusResponseSchema = z.object({ status: foodStatusSchema });
export const deliveryStatusResponseSchema = z.object({ status: deliveryStatusSchema });

/** Order refs are positive integers; the tracker parses its input with this. */
export const orderRefSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ORDER_REF));

/**
 * A ref as written in a path: decimal digits only. Number() also reads `0x1`, `1e1`, `1.0` and
 * ` 1`, so the spelling is checked before the number.
 */
export const orderRefParamSchema = z.pipe(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'An order reference is a whole number' })),
    z.transform(Number),
  ),
  z.number().check(z.maximum(MAX_ORDER_REF, { error: 'No order with that reference' })),
);

export const createOrderResponseSchema = z.object({
  status: z.literal('Order Created'),
  'order-ref': z.number().check(z.int(), z.positive()),
  /** The server's own total, in naira. */
  balance: z.number().check(z.nonnegative()),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

export const orderStatusResponseSchema = z.object({ Order_Status: orderStatusSchema });

// ── Payment (DESIGN §8) ─────────────────────────────────────────────────────────────────────

export const paymentMethodSchema = z.enum(['transfer', 'cash', 'paystack']);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/**
 * awaiting_confirmation: the customer says the transfer is sent, the vendor has yet to see it;
 * cash_due: to be paid on pickup or delivery; pending: a card payment not yet verified;
 * paid: the vendor (or the card provider, verified by the server) confirmed the money.
 */
export const paymentStateSchema = z.enum(['unpaid', 'awaiting_confirmation', 'cash_due', 'pending', 'paid']);
export type PaymentState = z.infer<typeof paymentStateSchema>;

export const paymentRequestSchema = z.object({ method: paymentMethodSchema });
export const paymentResponseSchema = z.object({
  method: paymentMethodSchema,
  state: paymentStateSchema,
  /** Paystack only: where the customer completes the card payment. */
  authorization_url: z.optional(z.url()),
});
export type PaymentResponse = z.infer<typeof paymentResponseSchema>;

/**
 * POST /api/account/payments/{ref}/verify/: the server asked the card provider about the order's
 * payment (the storefront calls it when Paystack sends the customer back, `?paystack=1&ref=…`).
 * paid: the money is in (state 'paid'); failed / abandoned: not taken, the customer may start
 * the card payment again or choose transfer or cash; processing: ask again shortly; mismatch: the
 * provider reports another amount or currency than the order's, so it is not marked paid.
 */
export const paymentVerifyResponseSchema = z.object({
  method: paymentMethodSchema,
  state: paymentStateSchema,
  paid: z.boolean(),
  outcome: z.enum(['paid', 'failed', 'abandoned', 'processing', 'mismatch']),
  /** A sentence for the customer. */
  detail: z.string(),
  /** The order's total in ₦: a tab that did not place the order (Paystack's return) shows it too. */
  balance: z.number(),
});
export type PaymentVerifyResponse = z.infer<typeof paymentVerifyResponseSchema>;

/** What a card provider's webhook is answered (anything signed gets 200, even when ignored). */
export const paymentWebhookResponseSchema = z.object({ received: z.literal(true) });

export const bankDetailsSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** BANK_* are not all set: these are the server's example details, not the shop's account. */
  example: z.optional(z.boolean()),
});
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** GET /api/payments/config (public): what the payment dialog offers, and the vendor's bank. */
export const paymentConfigSchema = z.object({
  methods: z.array(paymentMethodSchema),
  bank: bankDetailsSchema,
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;

// ── Menu ────────────────────────────────────────────────────────────────────────────────────

/** One package as every client sees it (product-spec §3's fields). */
export const menuItemSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  price: z.number().check(z.int(), z.nonnegative()),
  desc: z.string(),
  imgUrl: z.string(),
  /** Issue 29; a copy cached before categories has none: no heading. */
  category: z._default(z.string(), ''),
});

/** GET /api/menu (public): the packages on sale, in the vendor's order (hidden ones left out). */
export const menuResponseSchema = z.object({ items: z.array(menuItemSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

/** GET /api/menu/sold-out (public): catalogue ids sold out right now (the menu card and the cart refuse them). */
export const soldOutIdsResponseSchema = z.object({ ids: z.array(z.number().check(z.int(), z.positive())) });
export type SoldOutIdsResponse = z.infer<typeof soldOutIdsResponseSchema>;

// ── Newsletter ──────────────────────────────────────────────────────────────────────────────

export const newsletterRequestSchema = z.object({ email: emailSchema });
export const newsletterResponseSchema = z.object({ email: z.string(), subscribed: z.literal(true) });

// ── Vendor console (DESIGN §7) ──────────────────────────────────────────────────────────────

export const vendorOrderItemSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  price: z.number(),
  quantity: z.number().check(z.int()),
});

export const vendorOrderSchema = z.object({
  ref: z.number().check(z.int(), z.positive()),
  status: orderStatusSchema,
  customer: z.string(),
  items: z.array(vendorOrderItemSchema),
  total: z.number(),
  delivery: z.boolean(),
  deliveryLocation: z.string(),
  selectedAddress: z.string(),
  phoneNumber: z.string(),
  payment: z.object({ method: z.nullable(paymentMethodSchema), state: paymentStateSchema }),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: when the server closed it unpaid (status 'expired'; kept if a late payment revives it). */
  expiredAt: z.optional(z.nullable(z.string())),
});
export type VendorOrder = z.infer<typeof vendorOrderSchema>;

/** `?before=<ref>`: the page of orders older than that ref (the previous answer's `next_before`). */
export const vendorOrdersQuerySchema = z.object({
  status: z.optional(orderStatusSchema),
  before: z.optional(orderRefParamSchema),
});
/**
 * Every pending order, however many, then a page of the others (newest first); `next_before`
 * asks for the next page of those, null when there is none.
 */
export const vendorOrdersResponseSchema = z.object({
  orders: z.array(vendorOrderSchema),
  next_before: z.optional(z.nullable(z.number().check(z.int(), z.positive()))),
});
export const vendorOrderPatchSchema = z.object({ status: orderStatusSchema });

/** One server-sent event of GET /api/vendor/events (event name `order`, data this JSON). */
export const orderEventSchema = z.object({
  type: z.enum(['created', 'updated']),
  order: vendorOrderSchema,
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** PATCH /api/vendor/orders/{ref}/payment: the vendor saw the transfer (or took the cash). */
export const vendorPaymentPatchSchema = z.object({ state: z.literal('paid') });

/** 409 of create-order when the client's balance disagrees: `balance` is the server's total. */
export const balanceMismatchSchema = z.extend(apiErrorSchema, { balance: z.number().check(z.nonnegative()) });
export type BalanceMismatch = z.infer<typeof balanceMismatchSchema>;
