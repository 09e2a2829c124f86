import type { Components, Theme } from '@mui/material/styles';

/** My orders: the page and each order's items (the timeline styles itself: OrderTimeline). */
export const orders: Components<Theme> = {
  MuiContainer: {
    styleOverrides: {
      root: {
        '&.Bukka-my-orders': { paddingTop: 24, paddingBottom: 96 },
        '& .Bukka-my-order-items': {
          listStyle: 'none',
          margin: '12px 0',
          padding: 0,
          '& li': { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '2px 0' },
          // A long package name wraps; the price stays on its line.
          '& li > span:first-of-type': { minWidth: 0, overflowWrap: 'anywhere' },
          '& li > span:last-of-type': { whiteSpace: 'nowrap' },
        },
      },
    },
  },
};
