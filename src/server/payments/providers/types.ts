import type { PaymentMethod, PaymentState } from '../../../domain/api';

export interface PaymentOrder {
  ref: number;
  /** Naira. */
  total: number;
}

export interface PaymentStart {
  state: PaymentState;
  authorization_url?: string;
}

/** One way to pay. Each lives in its own module so a provider can be added or removed alone. */
export interface PaymentProvider {
  method: PaymentMethod;
  /** Offered in GET /api/payments/config and accepted by the payment step. */
  enabled: boolean;
  start(order: PaymentOrder): Promise<PaymentStart>;
}
