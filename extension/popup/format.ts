import { findLanguage } from '../../src/shared/languages.ts';

/** Times and durations in the popup's language, with the browser's own Intl data. */

/** `HH:MM` (24-hour, with the language's digits and separator) of an epoch time, local time. */
export function formatClock(at: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday", "now": the largest whole unit of the time since `at`. */
export function formatRelative(at: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((at - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** An X handle as `@name`, isolated left-to-right so it reads right inside Arabic text. */
export function handle(author: string): string {
  return `\u2066@${author}\u2069`;
}

/** The BCP 47 tag of one of our language codes (`swa` → `sw`, `fri` → `fy`), for Intl. */
export function localeOf(code: string): string {
  return findLanguage(code)?.htmlLang ?? code;
}
