import CloudOffIcon from '@mui/icons-material/CloudOff';
import InboxIcon from '@mui/icons-material/Inbox';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import SyncIcon from '@mui/icons-material/Sync';
import WifiIcon from '@mui/icons-material/Wifi';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import { filterQueue, queueCounts, QUEUE_FILTERS, type QueueFilter } from '../../../domain/vendorQueue';
import { OrderCard } from '../OrderCard/OrderCard';
import { ORDER_STATUS_LABELS } from '../../../domain/vendorOrder';
import { queueSections, type QueueSectionKey } from '../../../domain/queueSections';
import { isNewForKitchen } from '../../../domain/kitchenAttention';
import { NewOrderPill } from './NewOrderPill';

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline';

export interface OrderQueueProps {
  /** Every order the console knows, in any order: the queue sorts them into its sections. */
  orders: readonly VendorOrder[];
  /** The current time (epoch ms), for each card's age. */
  now: number;
  /**
   * How new orders reach the console: the stream opening ('connecting'), the live stream, the
   * stream reconnecting (polling meanwhile), or no network at all.
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
  /**
   * The list has answered at least once. Until it has (the server down at the console's start),
   * the chips show no counts and the queue says it is waiting for the list, not "No orders yet":
   * a kitchen told it has no orders while the server is down would miss them.
   * @default true
   */
  known?: boolean;
  /**
   * The cards' look; by default compact below the `md` breakpoint (a phone), full above.
   */
  cardVariant?: 'full' | 'compact';
  onAccept: (ref: number) => void;
  onDecline: (ref: number) => void;
  onComplete: (ref: number, received?: boolean) => void;
  onConfirmPayment: (ref: number) => void;
}

const FILTER_LABELS: Record<QueueFilter, string> = { ...ORDER_STATUS_LABELS, all: 'All' };

const CONNECTION = {
  // The stream is opening (the console's start): calm, no note; live within moments.
  connecting: { label: 'Connecting…', icon: <SyncIcon />, color: 'default', note: '' },
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

// New is what the vendor acts on; Awaiting payment is quiet (grey, nothing red): nobody may come.
const SECTION_LOOK: Record<QueueSectionKey, object> = {
  new: { pl: 1, borderLeft: 6, borderColor: 'primary.main' },
  awaiting: { pl: 1, borderLeft: 6, borderColor: 'grey.400', color: 'text.secondary' },
  cooking: { pl: 1, borderLeft: 6, borderColor: 'secondary.main' },
  done: { pl: 1, borderLeft: 6, borderColor: 'divider', color: 'text.secondary' },
};

function emptyText(filter: QueueFilter, search: string, total: number, known: boolean): string {
  if (!known) return 'The orders have not loaded yet. The console keeps asking by itself.';
  if (search.trim() !== '') return `No order matches “${search.trim()}”.`;
  if (total === 0) return 'No orders yet. New orders appear here by themselves, with a sound.';
  return filter === 'all' ? 'No orders.' : `No ${FILTER_LABELS[filter].toLowerCase()} orders.`;
}

/**
 * The vendor's order queue: filter chips with counts in one row, a search by ref or phone behind
 * an icon, the connection state, and the orders as cards in sections with their counts
 * (domain/queueSections.ts): New (to accept, the oldest on top), Awaiting payment (quiet),
 * Cooking, Done. A new order arriving out of view shows a pill that scrolls to it.
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
  known = true,
  cardVariant,
  onAccept,
  onDecline,
  onComplete,
  onConfirmPayment,
}: OrderQueueProps) {
  const [filter, setFilter] = useState<QueueFilter>(initialFilter);
  const [search, setSearch] = useState(initialSearch);
  const [searching, setSearching] = useState(initialSearch !== '');
  // Compact cards on a phone (three pending orders to a screen), full ones where there is room.
  // noSsr: the console is never prerendered, and the first render must already be the right one.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const variant = cardVariant ?? (narrow ? 'compact' : 'full');
  const counts = queueCounts(orders);
  const shown = filterQueue(orders, filter, search);
  const link = CONNECTION[connection];
  // Every order the kitchen should accept, whatever the filter: a new one may be off screen.
  const newRefs = orders.filter(isNewForKitchen).map((o) => o.ref);

  return (
    <Box component="section" aria-labelledby="order-queue-title" sx={{ minWidth: 0 }}>
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
        {/* Search is behind an icon: at lunch rush the screen belongs to the orders. */}
        <IconButton
          aria-label={searching ? 'Close search' : 'Search orders'}
          aria-expanded={searching}
          onClick={() => {
            if (searching) setSearch('');
            setSearching((open) => !open);
          }}
          sx={{ border: 1, borderColor: 'divider' }}
        >
          {searching ? <SearchOffIcon /> : <SearchIcon />}
        </IconButton>
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
      {/* One row whatever the width: the chips scroll sideways rather than push the orders down. */}
      <Box
        role="group"
        aria-label="Filter orders by status"
        sx={{
          display: 'flex',
          flexWrap: 'nowrap',
          gap: 1,
          mb: 1.5,
          // Scrolls sideways inside its own width, whatever holds it (it used to bleed into the
          // page's gutters with negative margins, which only fit one container).
          minWidth: 0,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        }}
      >
        {QUEUE_FILTERS.map((f) => (
          <Chip
            key={f}
            component="button"
            clickable
            variant={filter === f ? 'filled' : 'outlined'}
            color="secondary"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            label={known ? `${FILTER_LABELS[f]} (${counts[f]})` : FILTER_LABELS[f]}
            sx={{ fontSize: '1rem', fontWeight: 700, height: 44, px: 0.5, flexShrink: 0, borderRadius: 5 }}
          />
        ))}
      </Box>
      {searching && (
        <TextField
          type="search"
          label="Search by ref or phone"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          fullWidth
          autoFocus={!initialSearch}
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
      )}
      {loading ? (
        <Box aria-label="Loading orders" role="progressbar" sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={280} />
          <Skeleton variant="rounded" height={280} />
        </Box>
      ) : shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 5 }}>
          <InboxIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography sx={{ fontSize: '1.15rem', fontWeight: 700 }}>
            {emptyText(filter, search, orders.length, known)}
          </Typography>
        </Paper>
      ) : (
        queueSections(shown).map((section) => (
          <Box
            component="section"
            key={section.key}
            aria-labelledby={`queue-${section.key}-title`}
            data-section={section.key}
            sx={{ mb: 2.5, minWidth: 0 }}
          >
            <Typography
              id={`queue-${section.key}-title`}
              component="h3"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                mb: 1,
                fontSize: '1.15rem',
                fontWeight: 700,
                ...SECTION_LOOK[section.key],
              }}
            >
              {section.title} ({section.orders.length})
            </Typography>
            <Box
              component="ul"
              aria-label={`${section.title} orders`}
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: variant === 'compact' ? 1.25 : 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
                alignItems: 'start',
                '& > li': { minWidth: 0 },
              }}
            >
              {section.orders.map((order) => (
                <li key={order.ref}>
                  <OrderCard
                    order={order}
                    now={now}
                    variant={variant}
                    quiet={section.key === 'awaiting'}
                    busy={busyRefs.includes(order.ref)}
                    onAccept={onAccept}
                    onDecline={onDecline}
                    onComplete={onComplete}
                    onConfirmPayment={onConfirmPayment}
                  />
                </li>
              ))}
            </Box>
          </Box>
        ))
      )}
      <NewOrderPill refs={newRefs} loading={loading} />
    </Box>
  );
}
