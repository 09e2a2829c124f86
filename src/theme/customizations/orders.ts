import type { Components, Theme } from '@mui/material/styles';
import { brand } from '../palette';

/** My orders: the page, each order's items and its timeline. */
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
        '& .Bukka-timeline': {
          display: 'flex',
          listStyle: 'none',
          margin: '12px 0 8px',
          padding: 0,
          gap: 4,
        },
        '& .Bukka-timeline-step': {
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 4,
          textAlign: 'center',
          padding: '6px 0',
          borderTop: `4px solid rgba(26, 20, 16, 0.12)`,
          color: brand.inkSoft,
        },
        '& .Bukka-step-done, & .Bukka-step-current': { borderTopColor: brand.green, color: brand.ink },
        '& .Bukka-step-current': { fontWeight: 700 },
        '& .Bukka-step-current .MuiTypography-root': { fontWeight: 700 },
        '& [data-status="declined"] .Bukka-step-current': { borderTopColor: brand.red },
      },
    },
  },
};
