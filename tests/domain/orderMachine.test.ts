import { describe, expect, it } from 'vitest';
import { paymentStateSchema, type PaymentState } from '../../src/domain/api';
import { awaitsPayment, PAYMENT_DUE_STATES } from '../../src/domain/customerOrders';
import { orderTimeline } from '../../src/domain/myOrders';
import {
  canMoveOrder,
  KITCHEN_OPEN_STATUSES,
  paymentStepDone,
  statusPath,
} from '../../src/domain/orderMachine';
import { AGE_RED_AFTER_MS, ageLevel, CLOCK_MAX_MS, nextAgeTick } from '../../src/domain/orderAge';
import { orderStatusSchema, type OrderStatus } from '../../src/domain/status';
import { NOW, vendorOrder } from './vendorOrderFixture';

/**
 * Issue 32: the state machines are one table (orderMachine.ts), and every rule read from it is
 * checked here against the spec written out by hand, pair by pair and status by status: a second
 * formulation, not the table again.
 */
const STATUSES = orderStatusSchema.options;
const PAYMENT_STATES = paymentStateSchema.options;

describe('the order state machine', () => {
  it('lets the vendor move pending → accepted | declined, accepted → completed, and nothing else (product-spec §5)', () => {
    const allowed = new Set(['pending→accepted', 'pending→declined', 'accepted→completed']);
    for (const from of STATUSES)
      for (const to of STATUSES)
        expect(canMoveOrder(from, to), `${from}→${to}`).toBe(allowed.has(`${from}→${to}`));
  });

  it('draws the timeline as the spec tells it: the happy path until the order leaves it', () => {
    const expected: Record<OrderStatus, [string, string][]> = {
      pending: [
        ['Placed', 'current'],
        ['Accepted', 'next'],
        ['Completed', 'todo'],
      ],
      accepted: [
        ['Placed', 'done'],
        ['Accepted', 'current'],
        ['Completed', 'next'],
      ],
      completed: [
        ['Placed', 'done'],
        ['Accepted', 'done'],
        ['Completed', 'current'],
      ],
      declined: [
        ['Placed', 'done'],
        ['Declined', 'current'],
      ],
      expired: [
        ['Placed', 'done'],
        ['Closed', 'current'],
      ],
    };
    for (const status of STATUSES)
      expect(
        orderTimeline(status).map((step) => [step.label, step.state]),
        status,
      ).toEqual(expected[status]);
  });

  it('walks every vendor move from pending along a timeline that only grows', () => {
    // Every sequence of allowed moves: each status's timeline keeps the earlier ones as done.
    const walk = (trail: OrderStatus[]): void => {
      const here = trail[trail.length - 1]!;
      const done = orderTimeline(here).filter((step) => step.state === 'done').length;
      expect(done, trail.join('→')).toBe(trail.length - 1);
      expect(statusPath(here).slice(0, trail.length)).toEqual(trail);
      for (const to of STATUSES) if (canMoveOrder(here, to)) walk([...trail, to]);
    };
    walk(['pending']);
  });

  it('ages only the orders still waiting on the kitchen: pending and accepted', () => {
    const old = new Date(NOW - AGE_RED_AFTER_MS - 60_000).toISOString();
    for (const status of STATUSES) {
      const waiting = status === 'pending' || status === 'accepted';
      expect(ageLevel(vendorOrder({ status, createdAt: old }), NOW), status).toBe(waiting ? 'red' : 'fresh');
      // A closed order never makes the console's clock tick faster than its slowest.
      const tick = nextAgeTick(
        [vendorOrder({ status, createdAt: new Date(NOW - 50_000).toISOString() })],
        NOW,
      );
      expect(tick < CLOCK_MAX_MS, status).toBe(waiting);
    }
    expect([...KITCHEN_OPEN_STATUSES].sort()).toEqual(['accepted', 'pending']);
  });
});

describe('the payment state machine', () => {
  it('counts the payment step done in every state but unpaid and a card not verified', () => {
    const due: PaymentState[] = ['unpaid', 'pending'];
    for (const state of PAYMENT_STATES) expect(paymentStepDone(state), state).toBe(!due.includes(state));
    expect([...PAYMENT_DUE_STATES].sort()).toEqual([...due].sort());
  });

  it('asks for payment while the step is not done and the order is not closed', () => {
    for (const status of STATUSES)
      for (const state of PAYMENT_STATES) {
        const expected =
          (state === 'unpaid' || state === 'pending') && status !== 'declined' && status !== 'expired';
        expect(awaitsPayment({ status, payment: { state } }), `${status}/${state}`).toBe(expected);
      }
  });
});
