/**
 * The page grids' columns (menu cards, footer, contact): one on a phone, two from `sm`, and
 * `md` from there when given. `minmax(0, 1fr)`, not `1fr`: a long word shrinks its column
 * instead of widening the grid.
 */
export const pageGridColumns = (md?: string) => ({ xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md });
