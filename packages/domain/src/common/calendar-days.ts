const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether the day exists (31 April and 29 February 2023 do not). Years before 100 are refused, as JavaScript's
 * dates read them as 19xx. Plain arithmetic: an import checks two dates a row for 100,000 rows.
 */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || year < 100 || !Number.isInteger(month) || month < 1 || month > 12)
    return false;
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return Number.isInteger(day) && day >= 1 && day <= days;
}
