import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import type { PaymentConfig, PaymentMethod, PaymentState } from '../../../domain/api';
import { PaymentDialog, type PaymentDialogStatus } from '../../../components/PaymentDialog/PaymentDialog';
import { loadApi } from '../../api/load';
import { fulfilmentModeAtom } from '../../state/checkout';
import {
  balanceAtom,
  orderCreatingAtom,
  orderRefAtom,
  paymentDoneAtom,
  paymentPopupOpenAtom,
} from '../../state/order';
import { tokenAtom } from '../../state/session';

interface PaymentStep {
  ref: number | null;
  status: PaymentDialogStatus;
  result?: PaymentState;
  errorMessage?: string;
}

/**
 * The payment popup: waits for the order to be created, then offers the methods of
 * GET /api/payments/config for the order's ref and amount. A finished payment step sets the
 * payment-verified flag, and 'Track your Order' appears (DESIGN §8).
 */
export default function PaymentFeature() {
  const [open, setOpen] = useAtom(paymentPopupOpenAtom);
  const creating = useAtomValue(orderCreatingAtom);
  const orderRef = useAtomValue(orderRefAtom);
  const amount = useAtomValue(balanceAtom);
  const mode = useAtomValue(fulfilmentModeAtom);
  const token = useAtomValue(tokenAtom);
  const paymentDone = useSetAtom(paymentDoneAtom);
  const [config, setConfig] = useState<PaymentConfig | null>(null);
  // The step's state belongs to one order: a new order starts at 'choosing' again.
  const [step, setStep] = useState<PaymentStep>({ ref: null, status: 'choosing' });
  const current: PaymentStep = step.ref === orderRef ? step : { ref: orderRef, status: 'choosing' };
  const { status, result, errorMessage } = current;

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

  const pay = async (method: PaymentMethod) => {
    if (!token || orderRef === null || status === 'submitting') return;
    const ref = orderRef;
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
      setStep({
        ref,
        status: 'error',
        errorMessage: error instanceof api.ApiError && error.status !== 0 ? error.detail : undefined,
      });
    }
  };

  const close = () => setOpen(false);

  if (creating || orderRef === null || config === null) {
    return (
      <Dialog open={open} onClose={close} aria-labelledby="payment-wait-title">
        <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
          <CircularProgress aria-label="Creating your order" />
          <Typography id="payment-wait-title">Creating your order…</Typography>
        </DialogContent>
      </Dialog>
    );
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
    />
  );
}
