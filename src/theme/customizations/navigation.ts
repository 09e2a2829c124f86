import type { Components, Theme } from '@mui/material/styles';
import { brand } from '../palette';

/** Header, slide-in menu, links, the floating cart button and the route bar. */
export const navigation: Components<Theme> = {
  MuiAppBar: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: {
        // Transparent at the top of the page; near-white once scrolled past 50 px (product-spec §2).
        backgroundColor: 'transparent',
        color: brand.ink,
        transition: 'background-color 200ms ease, box-shadow 200ms ease',
        '&[data-scrolled="true"]': {
          backgroundColor: 'rgba(255, 253, 248, 0.97)',
          boxShadow: '0 2px 12px rgba(26, 20, 16, 0.12)',
        },
        '& .Bukka-logo': { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44 },
        '& .Bukka-logo-mark': {
          display: 'inline-grid',
          placeItems: 'center',
          width: 36,
          height: 36,
          borderRadius: '50%',
          backgroundColor: brand.yellow,
          color: brand.ink,
          fontWeight: 700,
          fontSize: 20,
        },
        // A long name gives way to an ellipsis rather than pushing the buttons off the bar.
        '& .Bukka-hi': {
          fontWeight: 700,
          maxWidth: 200,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        },
        // 'Pay for order #N' under the bar: the order stays one tap away until it is paid.
        '& .Bukka-pay-strip': {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 12,
          padding: '6px 16px',
          backgroundColor: brand.yellow,
          color: brand.ink,
          '& .MuiButton-root': { minHeight: 44, whiteSpace: 'nowrap' },
        },
        '& .Bukka-navlinks': {
          listStyle: 'none',
          margin: '0 0 0 32px',
          padding: 0,
          gap: 24,
          '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 500 },
          '& a:hover': {
            textDecoration: 'underline',
            textDecorationColor: brand.yellow,
            textDecorationThickness: 3,
          },
        },
      },
    },
  },
  MuiToolbar: {
    styleOverrides: { root: { minHeight: 64, gap: 4 } },
  },
  MuiSvgIcon: {
    styleOverrides: {
      root: {
        '&.Bukka-service-icon': {
          fontSize: 56,
          padding: 12,
          borderRadius: '50%',
          backgroundColor: brand.yellow,
          color: brand.ink,
          marginBottom: 8,
        },
      },
    },
  },
  MuiAvatar: {
    styleOverrides: {
      root: { '&.Bukka-avatar': { backgroundColor: brand.yellow, color: brand.ink, fontWeight: 700 } },
    },
  },
  MuiListItemButton: {
    styleOverrides: { root: { minHeight: 48 } },
  },
  MuiMenuItem: {
    styleOverrides: {
      root: {
        minHeight: 44,
        '&.Bukka-greeting.Mui-disabled': { opacity: 1, fontWeight: 700 },
      },
    },
  },
  MuiLink: {
    // Yellow is never text on white: links are ink, underlined in the brand yellow.
    defaultProps: { color: 'text.primary' },
    styleOverrides: {
      root: { fontWeight: 500, textDecorationColor: brand.yellowDark, textUnderlineOffset: 3 },
    },
  },
  MuiLinearProgress: {
    styleOverrides: {
      root: {
        backgroundColor: '#FFE9A8',
        '&.Bukka-route-progress': { position: 'fixed', top: 0, left: 0, right: 0, height: 4, zIndex: 2000 },
      },
      bar: { backgroundColor: brand.yellow },
    },
  },
};
