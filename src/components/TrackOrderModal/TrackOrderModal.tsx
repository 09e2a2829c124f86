import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Form } from '../Form/Form';
import { BusyButton } from '../Form/BusyButton';
import { FormTextField } from '../Form/FormTextField';
import { useZodForm } from '../Form/useZodForm';
import { orderStatusMessage, type OrderStatus } from '../../domain/status';
import {
  TRACK_ERROR_MESSAGE,
  trackOrderFormSchema,
  type TrackOrderFormData,
  type TrackOrderFormInput,
} from '../../domain/tracker';

export interface TrackOrderModalProps {
  /** Whether the tracker is open. */
  open: boolean;
  /**
   * The reference to start with (the last order's).
   * @default ''
   */
  defaultReference?: string;
  /**
   * The last status read, shown as its message (product-spec §4); null before any check.
   * @default null
   */
  status?: OrderStatus | null;
  /**
   * A check is under way: spinner in 'Check Status'.
   * @default false
   */
  checking?: boolean;
  /**
   * The last check failed (unknown order, server or network error).
   * @default false
   */
  error?: boolean;
  /** 'Check Status' with a valid reference (a positive integer). */
  onCheck: (ref: number) => void;
  /** Closes the tracker. */
  onClose: () => void;
}

const SEVERITY: Record<OrderStatus, 'info' | 'success' | 'error'> = {
  pending: 'info',
  accepted: 'success',
  completed: 'success',
  declined: 'error',
  expired: 'error',
};

/** Track Your Order: a reference, 'Check Status' and the status message. */
export function TrackOrderModal({
  open,
  defaultReference = '',
  status = null,
  checking = false,
  error = false,
  onCheck,
  onClose,
}: TrackOrderModalProps) {
  const titleId = useId();
  const form = useZodForm<TrackOrderFormInput, TrackOrderFormData>(trackOrderFormSchema, {
    defaultValues: { reference: defaultReference },
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} className="Bukka-dialog-title">
        Track Your Order
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <Form
          form={form}
          sx={{ gap: 2, pt: 1 }}
          onSubmit={({ reference }) => {
            if (!checking) onCheck(reference);
          }}
        >
          <Typography variant="body2" color="text.secondary">
            Your order number is on the payment screen, e.g. 1042.
          </Typography>
          <FormTextField<TrackOrderFormInput>
            name="reference"
            label="Order reference"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <BusyButton type="submit" busy={checking} busyLabel="Checking">
            Check Status
          </BusyButton>
          <div aria-live="polite">
            {error ? (
              <Alert severity="error">{TRACK_ERROR_MESSAGE}</Alert>
            ) : (
              status && <Alert severity={SEVERITY[status]}>{orderStatusMessage(status)}</Alert>
            )}
          </div>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
