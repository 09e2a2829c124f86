// No zod in this file: the menu and the cart badge need these rules on the first load, and a
// bundler cannot split a module, so a schema here would ship all of zod with the first page.
// The zone schema lives in deliveryZoneSchema.ts.

/** The delivery zones of product-spec §9, with the labels the location select shows. */
export const DELIVERY_ZONES = [
  { key: 'inside_school', label: 'Inside School', fee: 300 },
  { key: 'outside_school', label: 'Outside School (North gate, South gate, West gate)', fee: 500 },
  { key: 'outside_town', label: 'In Town', fee: 800 },
] as const;

export type DeliveryZoneKey = (typeof DELIVERY_ZONES)[number]['key'];
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export type FulfilmentMode = 'pickup' | 'delivery';

/** The fee of a zone; an unknown or empty location costs 0 (product-spec §9). */
export function deliveryFee(zone: string): number {
  return DELIVERY_ZONES.find((z) => z.key === zone)?.fee ?? 0;
}

/** What an order pays for delivery: the zone's fee when it is delivered, else nothing. */
export function orderFee(delivery: boolean, zone: string): number {
  return delivery ? deliveryFee(zone) : 0;
}

export function deliveryZoneLabel(zone: string): string | undefined {
  return DELIVERY_ZONES.find((z) => z.key === zone)?.label;
}
