import BarChartIcon from '@mui/icons-material/BarChart';
import InsightsIcon from '@mui/icons-material/Insights';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TuneIcon from '@mui/icons-material/Tune';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';

/** The console's parts; on a phone one shows at a time. */
export type ConsoleSection = 'orders' | 'kitchen' | 'today' | 'menu' | 'reports';

export interface ConsoleLayoutProps {
  /** The part a phone shows (a wider screen shows them all). */
  section: ConsoleSection;
  /** The vendor chose another part from the bottom navigation. */
  onSectionChange: (section: ConsoleSection) => void;
  /** Pending orders: the Orders tab's badge. */
  pendingCount: number;
  /** Above everything: the console's header. */
  header: ReactNode;
  /** The order queue, the wide column. */
  orders: ReactNode;
  /** What to cook, the alerts and the switches. */
  kitchen: ReactNode;
  /** Today's summary. */
  today: ReactNode;
  /** The Menu tab. */
  menu: ReactNode;
  /** The Reports tab (issue 31): the whole width, on a phone as on a wide screen. */
  reports?: ReactNode;
  /** Over the page: the Undo bar. */
  overlay?: ReactNode;
  /** An order's card (`data-order-ref`) was tapped or focused: the vendor has seen it. */
  onOrderSeen: (ref: number) => void;
}

/** The order card (data-order-ref) an event happened in. */
function seenFrom(target: EventTarget, onOrderSeen: (ref: number) => void) {
  const card = target instanceof Element ? target.closest('[data-order-ref]') : null;
  const ref = Number(card?.getAttribute('data-order-ref'));
  if (ref > 0) onOrderSeen(ref);
}

const shown = (on: boolean) => ({ display: { xs: on ? 'block' : 'none', md: 'block' } });

/**
 * The kitchen console's screen (DESIGN §7): the queue beside the kitchen, today and the menu on
 * a wide screen; on a phone one part at a time, switched from the bottom, in reach of the thumb.
 */
export function ConsoleLayout({
  section,
  onSectionChange,
  pendingCount,
  header,
  orders,
  kitchen,
  today,
  menu,
  reports = null,
  overlay,
  onOrderSeen,
}: ConsoleLayoutProps) {
  const inReports = section === 'reports';
  return (
    <>
      {header}
      <Container component="main" maxWidth="xl" sx={{ py: 2, pb: { xs: 11, md: 2 } }}>
        {/* A wide screen shows the kitchen's parts side by side; Reports is a page of its own. */}
        <Tabs
          value={inReports ? 'reports' : 'kitchen'}
          onChange={(_event, value: string) => onSectionChange(value === 'reports' ? 'reports' : 'orders')}
          aria-label="Console pages"
          // Yellow text on white is unreadable (as the bottom bar): ink text, the yellow bar under it.
          textColor="secondary"
          sx={{ display: { xs: 'none', md: 'flex' }, mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="kitchen" label="Kitchen" />
          <Tab value="reports" label="Reports" />
        </Tabs>
        {inReports && reports}
        <Box
          sx={{
            display: inReports ? 'none' : 'grid',
            gap: 2,
            // minmax(0, …): a column never grows to its content's widest line (a row of chips with
            // counts in the hundreds made the Orders column 650 px wide on a 360 px phone).
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              md: 'minmax(0, 1fr) 360px',
              lg: 'minmax(0, 1fr) 400px',
            },
            alignItems: 'start',
            '& > *': { minWidth: 0 },
          }}
        >
          <Box
            sx={shown(section === 'orders')}
            // Tapping or focusing an order's card opens it: its alert stops repeating.
            onPointerDownCapture={(event) => seenFrom(event.target, onOrderSeen)}
            onFocusCapture={(event) => seenFrom(event.target, onOrderSeen)}
          >
            {orders}
          </Box>
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            <Box sx={shown(section === 'kitchen')}>{kitchen}</Box>
            <Box sx={shown(section === 'today')}>{today}</Box>
            <Box sx={shown(section === 'menu')}>{menu}</Box>
          </Stack>
        </Box>
      </Container>
      {overlay}
      <Paper
        component="nav"
        aria-label="Console sections"
        elevation={8}
        sx={{
          display: { xs: 'block', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 'appBar',
        }}
      >
        <BottomNavigation
          showLabels
          value={section}
          onChange={(_event, value: ConsoleSection) => {
            onSectionChange(value);
            // Each tab opens at its top: the page's scroll is shared by the four parts, and the
            // Kitchen tab opened with 'To cook' out of view after a long queue.
            window.scrollTo({ top: 0, behavior: 'instant' });
          }}
          // Yellow text on white is unreadable: the chosen section is ink, bold, with a yellow bar.
          sx={{
            // Five parts on a 320 px phone: MUI's 80 px minimum each would push the last off screen.
            '& .MuiBottomNavigationAction-root': { color: 'text.secondary', minWidth: 0, px: 0.5 },
            '& .Mui-selected': {
              color: 'text.primary',
              fontWeight: 700,
              boxShadow: (theme) => `inset 0 4px 0 ${theme.palette.primary.main}`,
            },
          }}
        >
          <BottomNavigationAction
            value="orders"
            label="Orders"
            icon={
              <Badge badgeContent={pendingCount} color="primary">
                <ReceiptLongIcon />
              </Badge>
            }
          />
          <BottomNavigationAction value="kitchen" label="Kitchen" icon={<TuneIcon />} />
          <BottomNavigationAction value="today" label="Today" icon={<InsightsIcon />} />
          <BottomNavigationAction value="menu" label="Menu" icon={<RestaurantMenuIcon />} />
          <BottomNavigationAction value="reports" label="Reports" icon={<BarChartIcon />} />
        </BottomNavigation>
      </Paper>
    </>
  );
}
