// Whole naira print without decimals (₦1,200); a fractional amount keeps its kobo (₦1,200.50).
const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const nairaAndKobo = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount of naira the way the storefront shows prices: `₦1,200`. */
export function formatNaira(amount: number): string {
  return Number.isInteger(amount) ? wholeNaira.format(amount) : nairaAndKobo.format(amount);
}
