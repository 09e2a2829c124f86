import { formatNaira } from '../../../domain/money';
import { changeText } from '../../../domain/reports';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-26' → '26 Nov' (a Lagos day's own date: no time zone to get wrong). */
export const dayLabel = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** '2026-11-26' → '26' on a chart's axis, its month on the 1st and on the first day drawn. */
export const dayTick = (day: string, first: boolean) =>
  first || day.endsWith('-01') ? dayLabel(day) : String(Number(day.slice(8)));

/** 13 → '13:00'. */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** A figure beside the previous range's: '₦48,000 · ▲ 12% (₦43,000 before)'. */
export function compared(current: number, previous: number, format: (n: number) => string = String) {
  return `${format(current)} · ${changeText(current, previous)} (${format(previous)} before)`;
}

export const naira = formatNaira;
