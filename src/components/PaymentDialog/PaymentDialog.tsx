import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import type { PaymentConfig, PaymentMethod, PaymentState } from '../../domain/api';
import type { FulfilmentMode } from '../../domain/delivery';
import { formatNaira } from '../../domain/money';
import { CopyButton } from './CopyButton';

export type PaymentDialogStatus = 'choosing' | 'submitting' | 'done' | 'error';

export interface PaymentDialogProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** The order reference the server gave ('order-ref'); also the transfer's narration. */
  orderRef: number;
  /** The amount to pay, in naira (the server's balance). */
  amount: number;
  /**
   * Pickup or Delivery: where cash is paid.
   * @default 'pickup'
   */
  mode?: FulfilmentMode;
  /** The methods on offer ('paystack' adds card) and the vendor's bank account. */
  config: PaymentConfig;
  /**
   * choosing a method, submitting the choice, done (see result), or error (see errorMessage).
   * @default 'choosing'
   */
  status?: PaymentDialogStatus;
  /**
   * When done: the payment's state from the server.
   * @default 'awaiting_confirmation'
   */
  result?: PaymentState;
  /**
   * When status is 'error': what went wrong, in words for the customer.
   * @default 'We could not record your payment choice. Please try again.'
   */
  errorMessage?: string;
  /**
   * Copies a value for the bank app (account number, amount, narration); resolves once copied.
   * @default the browser's clipboard (navigator.clipboard.writeText)
   */
  onCopy?: (text: string) => Promise<void>;
  /** The customer chose a method and confirmed it ('I have sent it', cash, or card). */
  onPay: (method: PaymentMethod) => void;
  /** Closes the dialog. */
  onClose: () => void;
  /**
   * Takes the customer to their orders (My orders, the live tracker): the thank-you's main
   * button (issue 29). Without it the thank-you offers only 'Done'.
   * @default undefined
   */
  onFollowOrder?: () => void;
  /**
   * Shown in the thank-you only, once the order is placed, never before (issue 28): the offer
   * of a notification when the order moves ('Tell me when it’s ready').
   * @default undefined
   */
  alertOffer?: ReactNode;
}

const METHOD_LABEL: Record<PaymentMethod, string> = {
  transfer: 'Bank transfer',
  cash: 'Cash',
  paystack: 'Card',
};

/** What the pay button says: the customer's own words for what they are doing. */
const PAY_BUTTON: Record<PaymentMethod, (price: string) => string> = {
  transfer: () => 'I have sent it',
  cash: () => 'I will pay cash',
  paystack: (price) => `Pay ${price} by card`,
};

const METHOD_ICON: Record<PaymentMethod, ReactNode> = {
  transfer: <AccountBalanceOutlinedIcon />,
  cash: <PaymentsOutlinedIcon />,
  paystack: <CreditCardIcon />,
};

function doneMessage(result: PaymentState, amount: string, mode: FulfilmentMode): string {
  switch (result) {
    case 'awaiting_confirmation':
      return `Thank you! The kitchen will confirm your transfer of ${amount} shortly.`;
    case 'cash_due':
      return `Please pay ${amount} in cash ${mode === 'delivery' ? 'when your food arrives' : 'when you pick up your food'}.`;
    case 'paid':
      return `Payment of ${amount} received. Thank you!`;
    case 'pending':
      return 'Finish paying on the card page; this order updates when the payment is verified.';
    case 'unpaid':
      return 'Your order is not paid yet.';
  }
}

/** Payment for a created order (DESIGN §8): bank transfer, cash on pickup or delivery, card when enabled. */
export function PaymentDialog({
  open,
  orderRef,
  amount,
  mode = 'pickup',
  config,
  status = 'choosing',
  result = 'awaiting_confirmation',
  errorMessage = 'We could not record your payment choice. Please try again.',
  onPay,
  onClose,
  onFollowOrder,
  alertOffer,
  onCopy = (text) => navigator.clipboard.writeText(text),
}: PaymentDialogProps) {
  const titleId = useId();
  const methods = config.methods.length > 0 ? config.methods : (['cash'] as PaymentMethod[]);
  const [method, setMethod] = useState<PaymentMethod>(methods[0]!);
  const price = formatNaira(amount);
  // The value copied last ('Copied' stays on its button), or the one that could not be.
  const [copy, setCopy] = useState<{ key: string; ok: boolean } | null>(null);
  const copyButton = (key: string, label: string, text: string) => (
    <CopyButton
      label={label}
      copied={copy?.key === key && copy.ok}
      failed={copy?.key === key && !copy.ok}
      onCopy={() =>
        void onCopy(text).then(
          () => setCopy({ key, ok: true }),
          () => setCopy({ key, ok: false }),
        )
      }
    />
  );
  const submitting = status === 'submitting';
  const spinner = submitting ? (
    <CircularProgress size={20} color="inherit" aria-label="Sending" />
  ) : undefined;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId} className="Bukka-dialog-title">
        Pay for your order
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" className="Bukka-pay-summary">
          <Box>
            <Typography variant="body2">Order</Typography>
            <Typography component="p" variant="h3">
              #{orderRef}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="body2">
              {status === 'done' && result === 'paid' ? 'Paid' : 'To pay'}
            </Typography>
            <Typography component="p" variant="h2">
              {price}
            </Typography>
          </Box>
        </Stack>

        {status === 'done' ? (
          <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, py: 2 }} role="status">
            <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
            <Typography component="p" variant="h4">
              {doneMessage(result, price, mode)}
            </Typography>
            {onFollowOrder ? (
              <>
                <Typography color="text.secondary">
                  #{orderRef} moves by itself in My orders as the kitchen works on it.
                </Typography>
                {alertOffer && <Box sx={{ alignSelf: 'stretch', textAlign: 'left' }}>{alertOffer}</Box>}
                <Button variant="contained" fullWidth onClick={onFollowOrder}>
                  Follow it in My orders
                </Button>
                <Button variant="text" color="secondary" fullWidth onClick={onClose}>
                  Done
                </Button>
              </>
            ) : (
              <>
                <Typography color="text.secondary">
                  Use Track your Order with #{orderRef} to follow it.
                </Typography>
                <Button variant="contained" fullWidth onClick={onClose}>
                  Done
                </Button>
              </>
            )}
          </Stack>
        ) : (
          <>
            {status === 'error' && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {errorMessage}
              </Alert>
            )}
            <RadioGroup
              aria-label="Payment method"
              value={method}
              onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              className="Bukka-pay-methods"
            >
              {methods.map((m) => (
                <FormControlLabel
                  key={m}
                  value={m}
                  disabled={submitting}
                  control={<Radio />}
                  label={
                    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                      {METHOD_ICON[m]}
                      {m === 'cash'
                        ? `Cash on ${mode === 'delivery' ? 'delivery' : 'pickup'}`
                        : METHOD_LABEL[m]}
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>

            <Stack sx={{ gap: 2, mt: 2 }}>
              {method === 'transfer' && (
                <>
                  {config.bank.example && (
                    <Alert severity="warning">
                      These are example bank details: the shop has not set up its account yet. Do not send
                      money to them; choose cash instead.
                    </Alert>
                  )}
                  <Box component="dl" className="Bukka-bank">
                    <dt>Bank</dt>
                    <dd>{config.bank.bankName}</dd>
                    <dt>Account name</dt>
                    <dd>{config.bank.accountName}</dd>
                    <dt>Account number</dt>
                    <dd className="Bukka-copy-row">
                      <span className="Bukka-account-number">{config.bank.accountNumber}</span>
                      {copyButton('account', 'account number', config.bank.accountNumber)}
                    </dd>
                    <dt>Amount</dt>
                    <dd className="Bukka-copy-row">
                      <span>{price}</span>
                      {copyButton('amount', 'amount', String(amount))}
                    </dd>
                    <dt>Narration</dt>
                    <dd className="Bukka-copy-row">
                      <span>{orderRef}</span>
                      {copyButton('narration', 'narration', String(orderRef))}
                    </dd>
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    Write {orderRef} as the narration so the kitchen can match your transfer.
                  </Typography>
                </>
              )}
              {method === 'cash' && (
                <Typography>
                  Pay {price} in cash{' '}
                  {mode === 'delivery'
                    ? 'to the rider when your food arrives'
                    : 'at the counter when you pick up'}
                  .
                </Typography>
              )}
              {method === 'paystack' && (
                <Typography>Pay {price} by card on Paystack's secure page.</Typography>
              )}
            </Stack>
          </>
        )}
      </DialogContent>
      {status !== 'done' && (
        // Outside the scrolling content: on a 360 × 740 phone the confirm button is always in view.
        <DialogActions className="Bukka-pay-actions">
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={submitting}
            startIcon={spinner}
            onClick={() => onPay(method)}
          >
            {PAY_BUTTON[method](price)}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
