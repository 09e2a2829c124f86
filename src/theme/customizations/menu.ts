import type { Theme } from '@mui/material/styles';
import { brand } from '../palette';

const line = '1px solid rgba(26, 20, 16, 0.08)';

/**
 * The menu's dishes (components/MenuCard: `.Bukka-dish`), its category chips and the focus ring,
 * as baseline styles (sections.ts puts them in the one MuiCssBaseline). Below 600 px a dish is a
 * compact row (issue 29: a 72 px thumbnail, name, one line of description, price and Add at the
 * right, about 100 px tall: five dishes and more to a 740 px screen); from 600 px a card.
 */
export const menuStyles = (theme: Theme) => {
  const phone = theme.breakpoints.down('sm');
  const wide = theme.breakpoints.up('sm');
  return {
    // WCAG 2.2 2.4.11/2.4.13: a keyboard focus ring of 3 px in ink (18:1 on white, 11:1 on the
    // brand's yellow) on every control, in yellow on the dark hero and footer. `:root` outranks
    // the `outline: 0` of MUI's ButtonBase and inputs.
    // Not on what a script focuses to hold the focus (tabindex -1: a dialog's paper, a drawer).
    ':root :focus-visible:not([tabindex="-1"]), :root .MuiInputBase-input:focus-visible': {
      outline: `3px solid ${brand.ink}`,
      outlineOffset: 2,
    },
    ':root .Bukka-hero :focus-visible, :root .Bukka-footer :focus-visible': { outlineColor: brand.yellow },
    // The count on the header's icons, drawn as the early-taps script draws its stand-in.
    '.Bukka-count': {
      position: 'absolute',
      top: 2,
      right: 0,
      minWidth: 20,
      height: 20,
      padding: '0 6px',
      boxSizing: 'border-box',
      borderRadius: 10,
      backgroundColor: brand.ink,
      color: brand.white,
      font: '500 12px/20px Roboto, system-ui, sans-serif',
    },
    [phone]: {
      // The floating cart button never covers a price or an Add: it sits at the left, under the
      // thumbnails and names, and the page ends with room for it.
      body: { paddingBottom: 80 },
      '.MuiButton-root.Bukka-cart-fab': {
        left: 16,
        right: 'auto',
        maxWidth: 'calc(100vw - 152px)',
        paddingInline: 16,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        // On the narrowest phones (320 px) '12 items · ₦24,500' fits the 168 px left beside
        // the stepper only without the bag icon and a size smaller.
        '@media (max-width: 359.95px)': {
          paddingInline: 12,
          fontSize: '0.875rem',
          '& .MuiButton-startIcon': { display: 'none' },
        },
      },
      '.Bukka-menu.Bukka-section': { paddingBlock: 16 },
      '.Bukka-hero': {
        paddingBlock: 20,
        // The headline's height is set, not measured: beside the plate it takes three lines in
        // Fredoka but four in the phone's own font, and the menu below jumped when the web font
        // arrived (tests/e2e/shell.test.ts counts layout shifts). Four lines on a 320 px phone.
        '& h1': {
          fontSize: '1.625rem',
          height: '3lh',
          overflow: 'hidden',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: 3,
          '@media (max-width: 359.95px)': { height: '4lh', WebkitLineClamp: 4 },
        },
      },
      '.Bukka-hero-image': { borderRadius: 16 },
      '.Bukka-menu-intro': { display: 'none' },
    },
    '.Bukka-menu-intro': { marginBlock: '8px 24px' },
    '.Bukka-menu-chips': {
      display: 'flex',
      gap: 8,
      marginBlock: '12px 4px',
      overflowX: 'auto',
      '& a': {
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 44,
        paddingInline: 18,
        borderRadius: 999,
        border: `1px solid ${brand.ink}`,
        color: brand.ink,
        fontWeight: 700,
        textDecoration: 'none',
        whiteSpace: 'nowrap',
      },
    },
    '.Bukka-menu-category': { scrollMarginTop: 72 },
    '.Bukka-menu-category-title': { marginBlock: '16px 4px', [wide]: { marginBlock: '32px 16px' } },
    '.Bukka-menu-list': {
      [wide]: {
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 16,
        [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 24 },
      },
    },
    '.Bukka-dish': {
      display: 'grid',
      scrollMarginTop: 80,
      '& h3': { margin: 0 },
      '& .Bukka-dish-picture': { position: 'relative' },
      '& .Bukka-dish-picture > img': { display: 'block', width: '100%', height: 'auto', objectFit: 'cover' },
      '&.Bukka-dish-sold-out .Bukka-dish-picture > img': { opacity: 0.5 },
      '& .Bukka-dish-heart': {
        position: 'absolute',
        backgroundColor: brand.white,
        '&:hover': { backgroundColor: brand.white },
      },
      '& .Bukka-sold-out-tag': {
        position: 'absolute',
        left: 12,
        bottom: 12,
        padding: '4px 12px',
        borderRadius: 16,
        backgroundColor: theme.palette.secondary.main,
        color: theme.palette.secondary.contrastText,
        fontSize: '0.8125rem',
        fontWeight: 500,
      },
      '& .Bukka-dish-buy': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 },
      '& .Bukka-dish-price': { margin: 0 },
      '& .Bukka-stepper': {
        display: 'inline-flex',
        alignItems: 'center',
        border: '1px solid rgba(26, 20, 16, 0.2)',
        borderRadius: 999,
        '& > span': { minWidth: 20, textAlign: 'center', fontWeight: 700 },
      },
      '& .Bukka-step-add': { minWidth: 44, paddingInline: 10 },
      [phone]: {
        gridTemplateColumns: '72px minmax(0, 1fr) auto',
        alignItems: 'center',
        gap: 12,
        paddingBlock: 10,
        borderBottom: line,
        '& .Bukka-dish-picture > img': { width: 72, height: 72, borderRadius: 12 },
        // The heart keeps its 44 px target, over the thumbnail's corner, its icon small.
        '& .Bukka-dish-heart': { top: -6, right: -10, padding: 0, '& svg': { fontSize: 20 } },
        '& .Bukka-dish-heart:not(:hover)': { backgroundColor: 'transparent' },
        '& .Bukka-sold-out-tag': { left: 4, bottom: 4, padding: '0 6px', fontSize: '0.75rem' },
        '& h3': { fontSize: '1rem', lineHeight: 1.25 },
        '& .Bukka-dish-desc': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        '& .Bukka-dish-buy': { flexDirection: 'column', alignItems: 'flex-end', gap: 4 },
        '& .Bukka-dish-price': { fontSize: '1rem', fontFamily: 'inherit', fontWeight: 700 },
        '& .MuiButton-root:not(.Bukka-step-add)': { paddingInline: 14 },
      },
      [wide]: {
        gridTemplateRows: 'auto 1fr auto',
        height: '100%',
        overflow: 'hidden',
        borderRadius: 20,
        border: line,
        backgroundColor: theme.palette.background.paper,
        '& .Bukka-dish-picture > img': { aspectRatio: '4 / 3' },
        '& .Bukka-dish-heart': { top: 8, right: 8 },
        '& .Bukka-dish-text': { padding: 16, '& h3': { marginBottom: 8 } },
        '& .Bukka-dish-buy': { padding: '0 16px 16px' },
      },
    },
  };
};
