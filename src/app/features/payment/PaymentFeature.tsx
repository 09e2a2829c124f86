import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaymentConfig, PaymentMethod, PaymentState } from '../../../domain/api';
import { PaymentDialog, type PaymentDialogStatus } from '../../../components/PaymentDialog/PaymentDialog';
import { PaymentWait } from '../../../components/PaymentWait/PaymentWait';
import { OFFLINE_PAYMENT_MESSAGE } from '../../../domain/messages';
import { loadApi } from '../../api/load';
import { fulfilmentModeAtom } from '../../state/checkout';
import {
  balanceAtom,
  orderCreatingAtom,
  orderRefAtom,
  orderResumedAtom,
  paymentDoneAtom,
  paymentPopupOpenAtom,
} from '../../state/order';
import { paystackReturnAtom } from '../../state/paystack';
import { tokenAtom } from '../../state/session';
import { useBackCloses } from '../../hooks/useBackCloses';
import { OrderAlertOffer } from '../../../components/OrderAlertOffer/OrderAlertOffer';
import { usePushAlert } from '../../hooks/usePushAlert';

/**
 * 'Tell me when it’s ready' (issue 28) in the thank-you, once the order is placed: in the payment
 * step's own lazy chunk, never the first load (My orders has its own, CustomerOrderAlert).
 */
function AlertOffer({ token }: { token: string }) {
  const push = usePushAlert(token, ['my-orders']);
  return <OrderAlertOffer state={push.state} onTurnOn={push.turnOn} />;
}

/** A card payment Paystack still reports as processing is asked about again this often… */
const PROCESSING_RETRY_MS = 3000;
/** …this many times in all, then the customer is told it is not verified yet. */
const PROCESSING_ATTEMPTS = 5;

interface PaymentStep {
  ref: number | null;
  status: PaymentDialogStatus;
  result?: PaymentState;
  errorMessage?: string;
  /** Not sent for want of a network: 'choosing' again once the network is back. */
  offline?: boolean;
}

/**
 * The payment popup: waits for the order to be created, then offers the methods of
 * GET /api/payments/config for the order's ref and amount. A finished payment step sets the
 * payment-verified flag, and 'Track your Order' appears (DESIGN §8).
 *
 * Card (Paystack): the server gives an authorization_url and the browser goes there (the order's
 * ref stays in sessionStorage). Paystack sends the customer back to `/?paystack=1&ref=<ref>`
 * (paystackReturn.ts opens this popup): the server verifies the payment with Paystack, never the
 * browser. paid → done; processing → asked again a few times; failed or abandoned → the methods
 * again (card, transfer or cash) with the server's words; mismatch, 502/503 → the server's words.
 * The query string goes once the answer is in.
 */
export default function PaymentFeature() {
  const [open, setOpen] = useAtom(paymentPopupOpenAtom);
  const creating = useAtomValue(orderCreatingAtom);
  const orderRef = useAtomValue(orderRefAtom);
  const amount = useAtomValue(balanceAtom);
  const mode = useAtomValue(fulfilmentModeAtom);
  const token = useAtomValue(tokenAtom);
  const paymentDone = useSetAtom(paymentDoneAtom);
  const resumeOrder = useSetAtom(orderResumedAtom);
  const [paystackRef, setPaystackRef] = useAtom(paystackReturnAtom);
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  // The step's state belongs to one order: a new order starts at 'choosing' again.
  const [step, setStep] = useState<PaymentStep>({ ref: null, status: 'choosing' });
  const current: PaymentStep = step.ref === orderRef ? step : { ref: orderRef, status: 'choosing' };
  const { status, result, errorMessage } = current;

  // Said offline: the words go when the network is back (as the cart's do), not at the next drop.
  useEffect(() => {
    const back = () => setStep((last) => (last.offline ? { ref: last.ref, status: 'choosing' } : last));
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);

  useEffect(() => {
    let live = true;
    void loadApi()
      .then((api) => api.paymentConfig())
      .then(
        (answer) => live && setConfig(answer),
        (error: unknown) => console.error('Payment config failed', error),
      );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (paystackRef === null || !token) return;
    const ref = paystackRef;
    let live = true;
    let timer: number | undefined;
    const finish = (next: PaymentStep) => {
      setStep(next);
      setPaystackRef(null);
      void navigate({ pathname, hash }, { replace: true });
    };
    const verify = async (attempt: number) => {
      const api = await loadApi();
      try {
        const answer = await api.verifyPayment(token, ref);
        if (!live) return;
        resumeOrder({ ref, balance: answer.balance });
        if (answer.outcome === 'processing' && attempt < PROCESSING_ATTEMPTS) {
          timer = window.setTimeout(() => void verify(attempt + 1), PROCESSING_RETRY_MS);
          return;
        }
        if (answer.paid) {
          paymentDone();
          finish({ ref, status: 'done', result: 'paid' });
        } else if (answer.outcome === 'processing') {
          finish({ ref, status: 'done', result: 'pending' });
        } else {
          finish({ ref, status: 'error', errorMessage: answer.detail });
        }
      } catch (error) {
        if (!live) return;
        console.error('Payment verification failed', error);
        finish({
          ref,
          status: 'error',
          errorMessage:
            error instanceof api.ApiError && error.status !== 0
              ? error.detail
              : 'We could not check your card payment. Please check your connection and try again.',
        });
      }
    };
    void verify(1);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [paystackRef, token, paymentDone, resumeOrder, setPaystackRef, navigate, pathname, hash]);

  const pay = async (method: PaymentMethod) => {
    if (!token || orderRef === null || status === 'submitting') return;
    const ref = orderRef;
    // Offline nothing is tried: the order is on the server, and the dialog says so until the
    // network is back (as the cart does), its methods there for the next tap.
    const offline: PaymentStep = {
      ref,
      status: 'error',
      errorMessage: OFFLINE_PAYMENT_MESSAGE,
      offline: true,
    };
    if (!navigator.onLine) {
      setStep(offline);
      return;
    }
    setStep({ ref, status: 'submitting' });
    const api = await loadApi();
    try {
      const answer = await api.pay(token, ref, method);
      if (answer.authorization_url) {
        window.location.assign(answer.authorization_url);
        return;
      }
      if (api.paymentStepDone(answer.state)) paymentDone();
      setStep({ ref, status: 'done', result: answer.state });
    } catch (error) {
      console.error('Payment failed', error);
      const answered = error instanceof api.ApiError && error.status !== 0;
      // The line went while the choice was on its way: said as offline when the phone knows it.
      if (!answered && !navigator.onLine) setStep(offline);
      else setStep({ ref, status: 'error', errorMessage: answered ? error.detail : undefined });
    }
  };

  const close = () => setOpen(false);
  useBackCloses(open, close);

  if (paystackRef !== null)
    return <PaymentWait open={open} label="Checking your card payment" onClose={close} />;
  if (creating || orderRef === null || config === null) {
    return <PaymentWait open={open} label="Creating your order" onClose={close} />;
  }
  return (
    <PaymentDialog
      open={open}
      orderRef={orderRef}
      amount={amount}
      mode={mode}
      config={config}
      status={status}
      result={result}
      errorMessage={errorMessage}
      onPay={(method) => void pay(method)}
      onClose={close}
      // The live tracker of a signed-in customer (issue 29): My orders, on the account's stream.
      alertOffer={status === 'done' && token ? <AlertOffer token={token} /> : undefined}
      onFollowOrder={() => {
        close();
        void navigate('/orders');
      }}
    />
  );
}
