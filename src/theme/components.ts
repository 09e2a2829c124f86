import type { Components, Theme } from '@mui/material/styles';
import { brand } from './palette';

/** Per-kind customisations, so components carry little `sx` of their own. */
export const components: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      // Touch targets of at least 44 px: the customer is on a phone, often walking.
      root: { minHeight: 44, borderRadius: 999, paddingInline: 20 },
    },
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
  },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { borderRadius: 20, border: `1px solid rgba(26, 20, 16, 0.08)` },
    },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 700 } },
  },
  MuiOutlinedInput: {
    styleOverrides: { root: { borderRadius: 12 } },
  },
  MuiDialog: {
    styleOverrides: { paper: { borderRadius: 20 } },
  },
  MuiLinearProgress: {
    styleOverrides: { bar: { backgroundColor: brand.yellow } },
  },
};
