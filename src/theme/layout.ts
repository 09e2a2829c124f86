/** `minmax(0, 1fr)`, not `1fr`: a long word shrinks its column instead of widening the grid. */
const columns = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

/**
 * The page grids' columns (menu cards, footer, contact): one on a phone, two from `sm`, and
 * `wide` from `md` when given.
 */
export const pageGridColumns = (wide?: number) => ({
  xs: '1fr',
  sm: columns(2),
  ...(wide === undefined ? {} : { md: columns(wide) }),
});
