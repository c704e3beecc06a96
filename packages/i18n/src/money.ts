// Prices in the reader's language through Intl: "$10" stays "10 $" in German, "US$10" in Portuguese.
// Whole amounts are written without cents, as the English pages write "$10".

export function formatCurrency(amount: number, currency: string, locale: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : undefined,
    maximumFractionDigits: whole ? 0 : undefined,
  }).format(amount);
}
