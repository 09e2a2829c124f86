/** What a route can say about itself to the page shell. */
export interface RouteHandle {
  /** Render the page alone: no header, auth modal or footer (product-spec §2). */
  skipLayout?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
