import type { Components, Theme } from '@mui/material/styles';
import { brand } from '../palette';

/**
 * A closing dialog or drawer leaves MUI's modal manager as it starts to leave, not when its
 * exit transition ends (`closeAfterTransition`, which MUI's Dialog and Drawer turn on). The shop
 * hands one overlay to the next (the menu's Login opens the auth modal, the cart's checkout the
 * payment dialog) while the first still slides away. With the old one still managed, the end of
 * its slide could land in the very render that puts the new one's content on the page, before
 * the manager has been told where that content is: it then hid everything, the new dialog too,
 * from screen readers (stops 38 to 43's CI; forced in AuthModal.stories.tsx, "Login from the
 * phone's menu, as the menu slides away"). Leaving at once, the old overlay is gone from the
 * manager before the new one joins, and the page behind is readable again while it slides.
 */
const leaveAtOnce = { closeAfterTransition: false } as const;

/** Cards, drawers, dialogs: rounded, white, the brand's near-black for emphasis. */
export const surfaces: Components<Theme> = {
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: { borderRadius: 20, border: `1px solid rgba(26, 20, 16, 0.08)` },
    },
  },
  MuiDialog: {
    defaultProps: leaveAtOnce,
    styleOverrides: { paper: { borderRadius: 20, margin: 16, width: 'calc(100% - 32px)' } },
  },
  MuiDialogTitle: {
    styleOverrides: {
      root: {
        fontFamily: '"Fredoka", "Roboto", sans-serif',
        fontWeight: 600,
        fontSize: '1.5rem',
        '&.Bukka-dialog-title': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
        },
      },
    },
  },
  MuiDrawer: {
    // ModalProps of a drawer's own would replace these: eslint.config.js refuses them.
    defaultProps: { ModalProps: leaveAtOnce },
    styleOverrides: {
      paper: ({ theme }) => ({
        '&.Bukka-cart': {
          width: '100vw',
          display: 'flex',
          flexDirection: 'column',
          [theme.breakpoints.up('sm')]: { width: 420, borderRadius: '20px 0 0 20px' },
        },
        '&.Bukka-mobile-menu': { width: 'min(320px, 88vw)', borderRadius: '0 20px 20px 0' },
        '& .Bukka-panel-head': { alignItems: 'center', padding: '12px 8px 12px 16px' },
        '& .Bukka-panel-body': { flex: 1, overflowY: 'auto' },
        '& .Bukka-panel-foot': {
          padding: 16,
          backgroundColor: brand.cream,
          borderTop: '1px solid rgba(26, 20, 16, 0.08)',
        },
        '& .Bukka-cart-lines': { listStyle: 'none', margin: 0, padding: 0 },
        '& .Bukka-cart-line': {
          display: 'flex',
          gap: 12,
          padding: 16,
          borderBottom: '1px solid rgba(26, 20, 16, 0.08)',
          '& > img': { borderRadius: 12, flexShrink: 0, objectFit: 'cover' },
        },
        '& .Bukka-stepper': {
          border: '1px solid rgba(26, 20, 16, 0.2)',
          borderRadius: 999,
          '& > span': { minWidth: 24, textAlign: 'center', fontWeight: 700 },
        },
        '& .Bukka-address-row': { alignItems: 'center', borderBottom: '1px solid rgba(26, 20, 16, 0.08)' },
      }),
    },
  },
  MuiDialogActions: {
    styleOverrides: {
      root: {
        '&.Bukka-pay-actions': { padding: 16, borderTop: '1px solid rgba(26, 20, 16, 0.08)' },
      },
    },
  },
  MuiDialogContent: {
    styleOverrides: {
      root: {
        '& .Bukka-pay-summary': {
          justifyContent: 'space-between',
          alignItems: 'flex-end',
          padding: 16,
          marginBottom: 16,
          borderRadius: 16,
          backgroundColor: brand.ink,
          color: brand.white,
          '& .MuiTypography-h2': { color: brand.yellow },
        },
        '& .Bukka-pay-methods .MuiFormControlLabel-root': { minHeight: 48 },
        '& .Bukka-bank': {
          display: 'grid',
          gridTemplateColumns: '1fr',
          columnGap: 16,
          rowGap: 2,
          '@media (min-width: 600px)': { gridTemplateColumns: 'max-content 1fr', rowGap: 6 },
          margin: 0,
          padding: 16,
          borderRadius: 16,
          backgroundColor: brand.cream,
          '& dt': { color: brand.inkSoft, alignSelf: 'center' },
          '& dd': { margin: 0, fontWeight: 700, overflowWrap: 'anywhere' },
          '& dd + dt': { marginTop: 6, '@media (min-width: 600px)': { marginTop: 0 } },
          '& .Bukka-account-number': { fontSize: '1.25rem', letterSpacing: 1.5, whiteSpace: 'nowrap' },
          '& .Bukka-copy-row': {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 8,
          },
          '& .Bukka-copy': { minHeight: 44, flexShrink: 0 },
        },
      },
    },
  },
};
