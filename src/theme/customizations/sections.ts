import type { Components, Theme } from '@mui/material/styles';
import { brand } from '../palette';
import { menuStyles } from './menu';

/**
 * The home page's sections and footer are plain HTML (section, ul, img), so their look sits in the
 * baseline styles under the Bukka-* class names the components use.
 */
export const sections: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      // In-page links glide to their section, except for those who asked for less motion.
      '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
      '.Bukka-section': {
        paddingBlock: 48,
        scrollMarginTop: 72,
        [theme.breakpoints.up('md')]: { paddingBlock: 80 },
      },
      '.Bukka-section-alt': { backgroundColor: brand.cream },
      '.Bukka-section-yellow': { backgroundColor: brand.yellow, color: brand.ink },
      // Form messages (red) need white under them: yellow fails contrast with red.
      '.Bukka-newsletter-card': {
        padding: 20,
        borderRadius: 20,
        backgroundColor: brand.white,
        boxShadow: '0 8px 24px rgba(26, 20, 16, 0.12)',
      },
      '.Bukka-hero': {
        backgroundColor: brand.ink,
        color: brand.white,
        paddingBlock: 40,
        [theme.breakpoints.up('md')]: { paddingBlock: 72 },
      },
      '.Bukka-eyebrow': {
        color: brand.yellow,
        fontWeight: 700,
        textTransform: 'uppercase',
        letterSpacing: 1.5,
        marginBottom: 8,
      },
      '.Bukka-hero-image': { display: 'block', width: '100%', height: 'auto', borderRadius: 24 },
      '.Bukka-fees': {
        listStyle: 'none',
        margin: 0,
        padding: 0,
        '& li': {
          display: 'flex',
          justifyContent: 'space-between',
          gap: 16,
          paddingBlock: 8,
          borderBottom: '1px dashed rgba(26, 20, 16, 0.2)',
        },
      },
      '.Bukka-contact-icon': {
        display: 'inline-grid',
        placeItems: 'center',
        width: 44,
        height: 44,
        flexShrink: 0,
        borderRadius: '50%',
        backgroundColor: brand.yellow,
        color: brand.ink,
      },
      '.Bukka-footer': {
        backgroundColor: brand.ink,
        color: brand.white,
        paddingBlock: 48,
        '& .Bukka-footer-links': {
          listStyle: 'none',
          margin: 0,
          padding: 0,
          '& a': { display: 'inline-flex', alignItems: 'center', minHeight: 44, minWidth: 44 },
        },
        '& .Bukka-footer-phone': { display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 44 },
      },
      // Last: its phone rules (the compact hero) come after the rules they narrow.
      ...menuStyles(theme),
    }),
  },
};
