import LinearProgress from '@mui/material/LinearProgress';

export interface RouteProgressProps {
  /** A route is loading: the yellow bar runs along the top of the window. */
  active: boolean;
}

/** The yellow (#FFC107) bar shown while a route changes (product-spec §2). */
export function RouteProgress({ active }: RouteProgressProps) {
  if (!active) return null;
  return <LinearProgress className="Bukka-route-progress" aria-label="Loading page" />;
}
