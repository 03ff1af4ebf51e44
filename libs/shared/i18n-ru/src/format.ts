import { kopecksToDecimal, toKopecks, type MoneyInput } from './money';

/** Locale of every formatter. */
export const LOCALE = 'ru-RU';

/** Time zone dates are shown in unless a formatter is given another one. */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

/** A moment accepted by the date formatters: a Date, an ISO string or epoch milliseconds. */
export type DateInput = Date | string | number;

// Intl's ru-RU grouping is U+00A0 (U+202F in some ICU versions); SPEC 9 wants a plain space.
const GROUP_SPACES = /[\u00a0\u202f]/g;

const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, signDisplay: 'negative' });
const moneyFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'negative',
});

/**
 * A number rounded to at most 2 decimals, with a plain space between thousands and ',' as the decimal
 * separator (ru): 1234567.891 -> '1 234 567,89', 1234 -> '1 234'. A decimal string is formatted exactly.
 * Throws a RangeError for NaN, Infinity or a string that is not a plain decimal.
 */
export function formatNumber(value: number | string): string {
  return numberFormat.format(toNumeric(value)).replace(GROUP_SPACES, ' ');
}

const DECIMAL_STRING = /^[+-]?(\d+[.,]?\d*|[.,]\d+)$/;

/** Checks the input; a decimal string stays a string because Intl formats it exactly, never through a float. */
function toNumeric(value: number | string): number | Intl.StringNumericLiteral {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return value;
  }
  const text = value.trim();
  if (!DECIMAL_STRING.test(text)) throw new RangeError(`Not a decimal number: '${value}'`);
  return text.replace(',', '.') as Intl.StringNumericLiteral;
}

/**
 * Money in roubles with kopecks: '1 234,50 ₽'. A string is a decimal amount of roubles (as the API sends it),
 * a number or bigint is whole kopecks: formatMoney('1234.5') === formatMoney(123450). Exact, no floats.
 */
export function formatMoney(value: MoneyInput): string {
  const decimal = kopecksToDecimal(toKopecks(value));
  return moneyFormat.format(decimal as Intl.StringNumericLiteral).replace(GROUP_SPACES, ' ');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      timeZone,
      day: '2-digit',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(timeZone, format);
  }
  return format;
}

function dateParts(
  value: DateInput,
  timeZone: string,
): Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string> {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const parts = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of dateTimeFormat(timeZone).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = part.value;
  }
  return parts;
}

/** A date as 'DD <month in the genitive> YYYY', e.g. '05 марта 2026', in `timeZone` (Moscow by default). Throws a RangeError for an invalid date. */
export function formatDate(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { day, month, year } = dateParts(value, timeZone);
  return `${day} ${month} ${year}`;
}

/** A date and time as 'DD <month in the genitive> YYYY, HH:MM:SS' (24-hour), in `timeZone` (Moscow by default). */
export function formatDateTime(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { day, month, year, hour, minute, second } = dateParts(value, timeZone);
  return `${day} ${month} ${year}, ${hour}:${minute}:${second}`;
}
