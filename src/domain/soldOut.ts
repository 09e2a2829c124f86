/** Create-order's 409 when the order holds a package the vendor marked sold out. */
export function soldOutMessage(name: string): string {
  return `${name} is sold out`;
}

/**
 * The cart's notice for its sold-out lines: each named as the server's 409 names it, then what to
 * do, so the drawer and a refused checkout read the same. '' when no line is sold out.
 */
export function soldOutNotice(names: readonly string[]): string {
  if (names.length === 0) return '';
  const them = names.length === 1 ? 'it' : 'them';
  return `${names.map(soldOutMessage).join('. ')}. Remove ${them} from your cart to check out.`;
}
