import type { BankDetails, PaymentConfig, PaymentMethod } from '../../domain/api';
import { cashProvider } from './providers/cash';
import { paystackProvider } from './providers/paystack';
import { transferProvider } from './providers/transfer';
import type { PaymentProvider } from './providers/types';

export interface PaymentsOptions {
  bank: BankDetails;
  paystackSecretKey?: string | undefined;
  /** Default https://api.paystack.co. */
  paystackBaseUrl?: string | undefined;
}

export interface Payments {
  config: PaymentConfig;
  provider(method: PaymentMethod): PaymentProvider | undefined;
}

export function createPayments(options: PaymentsOptions): Payments {
  const providers = [
    transferProvider(),
    cashProvider(),
    paystackProvider({ secretKey: options.paystackSecretKey, baseUrl: options.paystackBaseUrl }),
  ];
  const enabled = providers.filter((p) => p.enabled);
  return {
    config: { methods: enabled.map((p) => p.method), bank: options.bank },
    provider: (method) => enabled.find((p) => p.method === method),
  };
}

/** Kobo from naira: card providers take amounts in the currency's minor unit. */
export function toMinor(naira: number): number {
  return Math.round(naira * 100);
}

/** The only currency the shop sells in. */
export const CURRENCY = 'NGN';

/**
 * The vendor's account from BANK_NAME / BANK_ACCOUNT_NAME / BANK_ACCOUNT_NUMBER. Without all
 * three, example details marked `example`: the dialog says so, and the server warns at start.
 */
export function bankFromEnv(env: NodeJS.ProcessEnv = process.env): BankDetails {
  const { BANK_NAME, BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER } = env;
  if (BANK_NAME && BANK_ACCOUNT_NAME && BANK_ACCOUNT_NUMBER) {
    return { bankName: BANK_NAME, accountName: BANK_ACCOUNT_NAME, accountNumber: BANK_ACCOUNT_NUMBER };
  }
  return { bankName: 'Demo Bank', accountName: 'Bukka Foods', accountNumber: '0123456789', example: true };
}
