import type { Components, Theme } from '@mui/material/styles';
import { brand } from '../palette';

/** Buttons and form fields: 44 px touch targets, pill buttons, rounded fields. */
export const inputs: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      // Touch targets of at least 44 px: the customer is on a phone, often walking.
      root: {
        minHeight: 44,
        borderRadius: 999,
        paddingInline: 20,
        // The cart stays within thumb reach on a phone, with its count (DESIGN §5a).
        '&.Bukka-cart-fab': {
          position: 'fixed',
          right: 16,
          bottom: 16,
          zIndex: 1050,
          fontWeight: 700,
          // Anchored on the right, so a width that changed with the web font's arrival would
          // move it, and centred content would move inside it (layout shifts): wide enough for
          // 'Cart · 9' in the fallback font too, its icon and label held at the start.
          minWidth: '8.75rem',
          justifyContent: 'flex-start',
          boxShadow: '0 6px 18px rgba(26, 20, 16, 0.28)',
        },
      },
      sizeLarge: { minHeight: 52, fontSize: '1.05rem' },
    },
    variants: [
      {
        // 'Food Is Not Ready' stays red while disabled (product-spec §4): the reason must show.
        props: { variant: 'contained', color: 'error' },
        style: {
          '&.Mui-disabled': { backgroundColor: brand.red, color: brand.white },
        },
      },
      {
        // A checkout that is not ready yet looks it, yet still takes a tap (aria-disabled), which
        // shows what is missing; text dark enough to read (a disabled look would not be).
        props: { variant: 'contained' },
        style: {
          '&.Bukka-not-yet': { backgroundColor: 'rgba(0, 0, 0, 0.12)', color: 'rgba(0, 0, 0, 0.7)' },
        },
      },
      {
        props: { variant: 'outlined' },
        style: {
          '&.Bukka-on-dark': { color: brand.white, borderColor: 'rgba(255, 255, 255, 0.7)' },
        },
      },
    ],
  },
  MuiIconButton: {
    styleOverrides: { root: { minWidth: 44, minHeight: 44 } },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: {
        borderRadius: 12,
        backgroundColor: brand.white,
        // Yellow on white fails contrast: focus shows in ink instead.
        '&.Mui-focused:not(.Mui-error) .MuiOutlinedInput-notchedOutline': { borderColor: brand.ink },
      },
    },
  },
  MuiFormLabel: {
    styleOverrides: { root: { '&.Mui-focused:not(.Mui-error)': { color: brand.ink } } },
  },
  MuiRadio: { defaultProps: { color: 'secondary' } },
  MuiCheckbox: { defaultProps: { color: 'secondary' } },
  MuiFormHelperText: {
    styleOverrides: {
      root: ({ theme }) => ({
        // The green of 'Strong Password!' (product-spec §5).
        '&.Bukka-strong': { color: theme.palette.success.main, fontWeight: 700 },
      }),
    },
  },
  MuiFormControlLabel: {
    styleOverrides: { root: { minHeight: 44 } },
  },
  MuiChip: {
    styleOverrides: { root: { fontWeight: 700 } },
  },
};
