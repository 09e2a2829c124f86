import CloudOffIcon from '@mui/icons-material/CloudOff';
import InboxIcon from '@mui/icons-material/Inbox';
import SearchIcon from '@mui/icons-material/Search';
import SyncIcon from '@mui/icons-material/Sync';
import WifiIcon from '@mui/icons-material/Wifi';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import { filterQueue, queueCounts, QUEUE_FILTERS, type QueueFilter } from '../../../domain/vendorQueue';
import { OrderCard } from '../OrderCard/OrderCard';
import { ORDER_STATUS_LABELS } from '../../../domain/vendorOrder';

export type ConnectionState = 'live' | 'reconnecting' | 'offline';

export interface OrderQueueProps {
  /** Every order the console knows, in any order: the queue sorts them (pending first, newest first). */
  orders: readonly VendorOrder[];
  /** The current time (epoch ms), for each card's age. */
  now: number;
  /**
   * How new orders reach the console: the live stream, the stream reconnecting (polling meanwhile),
   * or no network at all.
   * @default 'live'
   */
  connection?: ConnectionState;
  /**
   * The tab shown first.
   * @default 'all'
   */
  initialFilter?: QueueFilter;
  /**
   * The search shown first.
   * @default ''
   */
  initialSearch?: string;
  /**
   * Refs of orders with a call under way.
   * @default []
   */
  busyRefs?: readonly number[];
  /**
   * The first load has not answered yet.
   * @default false
   */
  loading?: boolean;
  /**
   * A sentence saying what went wrong with the last call, shown above the list.
   * @default ''
   */
  error?: string;
  onAccept: (ref: number) => void;
  onDecline: (ref: number) => void;
  onComplete: (ref: number) => void;
  onConfirmPayment: (ref: number) => void;
}

const FILTER_LABELS: Record<QueueFilter, string> = { ...ORDER_STATUS_LABELS, all: 'All' };

const CONNECTION = {
  live: { label: 'Live', icon: <WifiIcon />, color: 'success', note: '' },
  reconnecting: {
    label: 'Reconnecting…',
    icon: <SyncIcon />,
    color: 'primary',
    note: 'The live stream dropped; checking for new orders every few seconds meanwhile.',
  },
  offline: {
    label: 'Offline',
    icon: <CloudOffIcon />,
    color: 'error',
    note: 'No network. These are the last orders received; new ones show when the network is back.',
  },
} as const;

function emptyText(filter: QueueFilter, search: string, total: number): string {
  if (search.trim() !== '') return `No order matches “${search.trim()}”.`;
  if (total === 0) return 'No orders yet. New orders appear here by themselves, with a sound.';
  return filter === 'all' ? 'No orders.' : `No ${FILTER_LABELS[filter].toLowerCase()} orders.`;
}

/**
 * The vendor's order queue: filter tabs with counts, a search by ref or phone, the connection
 * state, and the orders as cards, pending first then newest.
 */
export function OrderQueue({
  orders,
  now,
  connection = 'live',
  initialFilter = 'all',
  initialSearch = '',
  busyRefs = [],
  loading = false,
  error = '',
  onAccept,
  onDecline,
  onComplete,
  onConfirmPayment,
}: OrderQueueProps) {
  const [filter, setFilter] = useState<QueueFilter>(initialFilter);
  const [search, setSearch] = useState(initialSearch);
  const counts = queueCounts(orders);
  const shown = filterQueue(orders, filter, search);
  const link = CONNECTION[connection];

  return (
    <Box component="section" aria-labelledby="order-queue-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="order-queue-title" component="h2" variant="h2">
          Orders
        </Typography>
        <Box role="status" sx={{ ml: 'auto !important' }}>
          <Chip
            icon={link.icon}
            label={link.label}
            color={link.color}
            aria-label={`Connection: ${link.label.replace('…', '')}`}
          />
        </Box>
      </Stack>
      {link.note && (
        <Alert severity={connection === 'offline' ? 'error' : 'warning'} sx={{ mb: 1 }}>
          {link.note}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Box
        role="group"
        aria-label="Filter orders by status"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}
      >
        {QUEUE_FILTERS.map((f) => (
          <Button
            key={f}
            variant={filter === f ? 'contained' : 'outlined'}
            color="secondary"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            sx={{ fontSize: '1rem', px: 2 }}
          >
            {`${FILTER_LABELS[f]} (${counts[f]})`}
          </Button>
        ))}
      </Box>
      <TextField
        type="search"
        label="Search by ref or phone"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'tel', autoComplete: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 2 }}
      />
      {loading ? (
        <Box aria-label="Loading orders" role="progressbar" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={280} />
          <Skeleton variant="rounded" height={280} />
        </Box>
      ) : shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 5 }}>
          <InboxIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
            {emptyText(filter, search, orders.length)}
          </Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label="Orders shown"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
            alignItems: 'start',
          }}
        >
          {shown.map((order) => (
            <li key={order.ref}>
              <OrderCard
                order={order}
                now={now}
                busy={busyRefs.includes(order.ref)}
                onAccept={onAccept}
                onDecline={onDecline}
                onComplete={onComplete}
                onConfirmPayment={onConfirmPayment}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
