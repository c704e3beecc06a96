/** Whole cents of a price, never above it (4.999 -> 499; 1.15, which is 1.1499... in binary, -> 115). */
function toCents(price: number): number {
  const cents = Math.round(price * 100);
  return cents / 100 > price ? cents - 1 : cents;
}

// Percentages are taken to millionths of a percent (plenty for a price tag), so the whole computation
// stays in exact integers.
const PERCENT_SCALE = 1_000_000;

/**
 * A plan price after its discount: null/undefined discount -> the price unchanged; otherwise the price
 * reduced by `discountPercent` percent and rounded DOWN to whole cents, computed in integer cents so a
 * price like 1.15 does not drift to 1.14. Throws RangeError for a negative or non-finite price or a
 * discount outside 0..100: plans are constants of the client, so a bad one is a programming error.
 */
export function discountedPrice(price: number, discountPercent: number | null | undefined): number {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`Invalid price: ${price}`);
  if (discountPercent === null || discountPercent === undefined) return price;
  if (!Number.isFinite(discountPercent) || discountPercent < 0 || discountPercent > 100) {
    throw new RangeError(`Invalid discount percent: ${discountPercent}`);
  }
  const cents = toCents(price);
  const keep = 100 * PERCENT_SCALE - Math.round(discountPercent * PERCENT_SCALE);
  // BigInt: the product can pass 2^53 for large prices; BigInt division of non-negatives floors.
  const discountedCents = (BigInt(cents) * BigInt(keep)) / BigInt(100 * PERCENT_SCALE);
  return Number(discountedCents) / 100;
}

let usd: Intl.NumberFormat | undefined;

/** A price tag in dollars: whole amounts without cents ('$0', '$10'), others with them ('$4.99'). */
export function formatPrice(dollars: number): string {
  if (Number.isInteger(dollars)) return `$${dollars}`;
  // Built on first use: a page that imports the package for something else does not pay for it.
  usd ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return usd.format(dollars);
}
