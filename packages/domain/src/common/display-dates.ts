// The specification's date formats, written out by hand: building an `Intl.DateTimeFormat` costs tens of
// milliseconds of a phone's main thread the first time (its locale data), on every screen that shows a date.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** 'dd MMM yyyy' in the viewer's time zone, e.g. '09 Oct 2026'. */
export function displayDate(date: Date): string {
  return `${twoDigits(date.getDate())} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** 'p' of the specification in the viewer's time zone, e.g. '3:45 pm', '12:05 am'. */
export function displayTime(date: Date): string {
  const hours = date.getHours();
  return `${hours % 12 || 12}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}
