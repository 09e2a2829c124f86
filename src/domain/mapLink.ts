/**
 * A map search for a delivery address (issue 25: the rider finds it from the console). Google
 * Maps' documented search URL opens the Maps app on Android and the website elsewhere; the zone
 * goes with the address, since a hall's name alone is ambiguous outside the campus.
 */
export function mapLink(address: string, zone = ''): string {
  const query = [address.trim(), zone.trim()].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
