import LinearProgress from '@mui/material/LinearProgress';

export interface RouteProgressProps {
  /** A route is loading: the yellow bar runs along the top of the window. */
  active: boolean;
  /**
   * How far the load is, 0 to 100, when it is known; otherwise the bar runs back and forth.
   * @default undefined
   */
  value?: number;
}

/** The yellow (#FFC107) bar shown while a route changes (product-spec §2). */
export function RouteProgress({ active, value }: RouteProgressProps) {
  if (!active) return null;
  return (
    <LinearProgress
      className="Bukka-route-progress"
      aria-label="Loading page"
      variant={value === undefined ? 'indeterminate' : 'determinate'}
      value={value}
    />
  );
}
