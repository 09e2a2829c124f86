import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { canMoveOrder } from '../../../domain/orderMachine';
import type { OrderStatus } from '../../../domain/status';
import { ReceivedDialog } from './ReceivedDialog';

export interface OrderActionsProps {
  orderRef: number;
  status: OrderStatus;
  busy: boolean;
  /** The decline question is open (the card keeps it: it closes once the order is declined). */
  askingDecline: boolean;
  onAskDecline: (asking: boolean) => void;
  onAccept: (ref: number) => void;
  onDecline: (ref: number) => void;
  /** `received` is the answer to `receivedQuestion`, when one was asked. */
  onComplete: (ref: number, received?: boolean) => void;
  /**
   * Asked before completing ('Mark ₦X received?'): an unconfirmed transfer or cash.
   * @default null
   */
  receivedQuestion?: string | null;
  /** The compact card's smaller buttons (44 px, still a thumb's width). */
  compact?: boolean;
}

/**
 * The moves an order's status allows (Accept, Decline with a confirmation, Complete), as one row
 * of big buttons: shared by the full and the compact card so both ask the same question.
 */
export function OrderActions({
  orderRef: ref,
  status,
  busy,
  askingDecline,
  onAskDecline,
  onAccept,
  onDecline,
  onComplete,
  receivedQuestion = null,
  compact = false,
}: OrderActionsProps) {
  const [asking, setAsking] = useState(false);
  const canAccept = canMoveOrder(status, 'accepted');
  const canDecline = canMoveOrder(status, 'declined');
  const canComplete = canMoveOrder(status, 'completed');
  // Read at arm's length, on a counter: big buttons with big words.
  const bigButton = compact
    ? ({ minHeight: 44, fontSize: '1rem', flex: '1 1 0', minWidth: 0, px: 1 } as const)
    : ({ minHeight: 56, fontSize: '1.1rem', flex: '1 1 0', minWidth: 0 } as const);

  if (askingDecline && canDecline)
    return (
      <Box
        role="group"
        aria-labelledby={`order-${ref}-decline`}
        sx={{ p: compact ? 1 : 1.5, borderRadius: 3, bgcolor: 'error.main', color: 'error.contrastText' }}
      >
        <Typography
          id={`order-${ref}-decline`}
          sx={{ fontWeight: 700, mb: 1, fontSize: compact ? '1rem' : '1.1rem' }}
        >
          Decline order #{ref}? The customer will be told it is declined.
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="inherit"
            disabled={busy}
            onClick={() => onAskDecline(false)}
            sx={{ ...bigButton, color: 'text.primary' }}
          >
            Keep it
          </Button>
          <Button
            variant="contained"
            color="secondary"
            disabled={busy}
            startIcon={<CloseIcon />}
            onClick={() => {
              onAskDecline(false);
              onDecline(ref);
            }}
            sx={bigButton}
          >
            Yes, decline
          </Button>
        </Stack>
      </Box>
    );

  if (!canAccept && !canDecline && !canComplete) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {canDecline && (
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          startIcon={<CloseIcon />}
          onClick={() => onAskDecline(true)}
          aria-label={`Decline order #${ref}`}
          sx={{ ...bigButton, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
        >
          Decline
        </Button>
      )}
      {canAccept && (
        <Button
          variant="contained"
          color="success"
          disabled={busy}
          startIcon={<CheckIcon />}
          onClick={() => onAccept(ref)}
          aria-label={`Accept order #${ref}`}
          sx={bigButton}
        >
          Accept
        </Button>
      )}
      {canComplete && (
        <Button
          variant="contained"
          color="secondary"
          disabled={busy}
          startIcon={<DoneAllIcon />}
          onClick={() => (receivedQuestion ? setAsking(true) : onComplete(ref))}
          aria-label={`Complete order #${ref}`}
          sx={bigButton}
        >
          Complete
        </Button>
      )}
      {receivedQuestion && (
        <ReceivedDialog
          open={asking}
          orderRef={ref}
          question={receivedQuestion}
          onCancel={() => setAsking(false)}
          onAnswer={(received) => {
            setAsking(false);
            onComplete(ref, received);
          }}
        />
      )}
    </Stack>
  );
}
