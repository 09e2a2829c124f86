import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ReceivedDialogProps {
  open: boolean;
  orderRef: number;
  /** 'Mark ₦4,800 received?' (domain/vendorOrder.ts receivedQuestion). */
  question: string;
  /** Yes: complete and confirm the money; no: complete, the money stays owed. */
  onAnswer: (received: boolean) => void;
  /** Backs out: nothing is completed. */
  onCancel: () => void;
}

/** Asked when Complete is tapped on an order whose transfer or cash is not confirmed. */
export function ReceivedDialog({ open, orderRef, question, onAnswer, onCancel }: ReceivedDialogProps) {
  const titleId = `order-${orderRef}-received`;
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {question}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Order #{orderRef} is completed either way. If the money is not in yet, it stays in today's
          &lsquo;Still owed&rsquo;.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="secondary" sx={{ mr: 'auto' }}>
          Cancel
        </Button>
        <Button variant="outlined" color="secondary" onClick={() => onAnswer(false)} sx={{ minHeight: 48 }}>
          No, still owed
        </Button>
        <Button variant="contained" color="success" onClick={() => onAnswer(true)} sx={{ minHeight: 48 }}>
          Yes, received
        </Button>
      </DialogActions>
    </Dialog>
  );
}
