import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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
import { ORDER_STATUS_SENTENCES } from '../../domain/myOrders';
import { orderStatusMessage, type OrderStatus } from '../../domain/status';
import type { OrderStreamState } from '../MyOrders/MyOrders';
import { OrderTimeline } from '../MyOrders/OrderTimeline';
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
  /**
   * The signed-in customer's last order, live (issue 29 item 1): its timeline moves by itself on
   * every change and never closes the tracker; `status` null while it is first read. Absent, the
   * tracker is the by-reference lookup alone.
   * @default undefined
   */
  live?: LiveOrder | undefined;
  /**
   * Opens My orders (offered with `live`).
   * @default undefined
   */
  onOpenOrders?: (() => void) | undefined;
  /** 'Check Status' with a valid reference (a positive integer). */
  onCheck: (ref: number) => void;
  /** Closes the tracker. */
  onClose: () => void;
}

/** The order the tracker follows live, and the state of the stream that moves it. */
export interface LiveOrder {
  ref: number;
  status: OrderStatus | null;
  stream: OrderStreamState;
}

const LIVE_NOTE: Record<OrderStreamState, string> = {
  starting: 'Connecting…',
  live: 'Live: this moves by itself as the kitchen works on it.',
  connecting: 'Reconnecting… the order moves again once the connection is back.',
  offline: 'You are offline: changes will show once the connection is back.',
};

/** The live order: its timeline and sentence, updated as the kitchen moves it. */
function LiveOrderView({ live, onOpenOrders }: { live: LiveOrder; onOpenOrders?: (() => void) | undefined }) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-stream={live.stream}
      sx={{ display: 'grid', gap: 1.5, pb: 2, mb: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography id={headingId} component="h3" variant="h6">
        Order #{live.ref}
      </Typography>
      {live.status && <OrderTimeline status={live.status} />}
      <Typography aria-live="polite">
        {live.status ? ORDER_STATUS_SENTENCES[live.status] : 'Reading your order…'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {LIVE_NOTE[live.stream]}
      </Typography>
      {onOpenOrders && (
        <Button variant="outlined" color="secondary" onClick={onOpenOrders}>
          See all in My orders
        </Button>
      )}
    </Box>
  );
}

const SEVERITY: Record<OrderStatus, 'info' | 'success' | 'error'> = {
  pending: 'info',
  accepted: 'success',
  completed: 'success',
  declined: 'error',
  expired: 'error',
};

/**
 * Track Your Order: a signed-in customer's last order live (when `live`), then the spec's lookup:
 * a reference, 'Check Status' and the status message.
 */
export function TrackOrderModal({
  open,
  defaultReference = '',
  status = null,
  checking = false,
  error = false,
  live,
  onOpenOrders,
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
        {live && <LiveOrderView live={live} onOpenOrders={onOpenOrders} />}
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
