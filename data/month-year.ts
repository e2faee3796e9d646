/** Dates shown as a month and a year ('June 2024'), as the certifications give them. */
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const monthYearPattern = new RegExp(`^(${months.join('|')}) (\\d{4})$`);

/** Whether a text is a month and a year, as 'June 2024'. */
export const isMonthYear = (text: string) => monthYearPattern.test(text);

/** Months since year 0, for ordering: later dates are larger; a text that is no month and year is 0. */
export function monthNumber(text: string) {
  const [, month = '', year = '0'] = monthYearPattern.exec(text) ?? [];
  return Number(year) * 12 + months.indexOf(month as (typeof months)[number]);
}
