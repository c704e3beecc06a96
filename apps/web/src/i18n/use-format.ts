// Dates, numbers and prices in the reader's language. English keeps the website's own formatting
// (@vi/format: "$4.99", "$10", the browser's date) so its text stays as docs/product.md words it;
// every other language goes through Intl (@vi/i18n).
import { formatDate as formatEnglishDate, formatPrice } from "@vi/format";
import { formatCurrency, formatDate, formatNumber } from "@vi/i18n";
import { useT } from "./use-t.ts";

export interface Formatters {
  /** A date from epoch seconds ("-" when missing). */
  date(epochSeconds: number | null | undefined): string;
  /** A date and time from an ISO string. */
  dateTime(iso: string): string;
  number(value: number): string;
  /** Whole or fractional dollars. */
  price(dollars: number): string;
  /** An amount in a currency's minor unit (Stripe's cents). */
  money(cents: number, currency: string): string;
}

export function formattersFor(language: string): Formatters {
  const english = language === "en";
  return {
    date: (epochSeconds) =>
      english || epochSeconds === null || epochSeconds === undefined || !Number.isFinite(epochSeconds)
        ? formatEnglishDate(epochSeconds)
        : formatDate(new Date(epochSeconds * 1000), language),
    dateTime: (iso) =>
      new Intl.DateTimeFormat(english ? "en-US" : language, {
        dateStyle: "medium",
        timeStyle: "short",
      }).format(new Date(iso)),
    number: (value) => formatNumber(value, english ? "en-US" : language),
    price: (dollars) => (english ? formatPrice(dollars) : formatCurrency(dollars, "usd", language)),
    money: (cents, currency) => {
      if (!english) return formatCurrency(cents / 100, currency, language);
      if (currency === "usd") return formatPrice(cents / 100);
      return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(
        cents / 100,
      );
    },
  };
}

export function useFormat(): Formatters {
  const { i18n } = useT();
  return formattersFor(i18n.language);
}
