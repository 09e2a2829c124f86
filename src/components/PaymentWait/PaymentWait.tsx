import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';

export interface PaymentWaitProps {
  /** Whether the dialog is open. */
  open: boolean;
  /** What the customer waits for: 'Creating your order' or 'Checking your card payment'. */
  label: string;
  /** Closes the dialog. */
  onClose: () => void;
}

/** The payment dialog while it waits on the server: the order being created or a card being checked. */
export function PaymentWait({ open, label, onClose }: PaymentWaitProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="payment-wait-title">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
        <CircularProgress aria-label={label} />
        <Typography id="payment-wait-title">{label}…</Typography>
      </DialogContent>
    </Dialog>
  );
}
