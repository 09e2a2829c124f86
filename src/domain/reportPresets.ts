import { DAY, lagosDay, lagosDayStart } from './lagosCalendar';
import { lagosDateStart } from './reports';

/**
 * The Reports tab's range choices (issue 31), each a pair of Lagos calendar days (both included):
 * a week runs Monday to Sunday, and "this week" and "this month" end today (the days to come hold
 * no orders, and a comparison with the previous range of equal length is fair only on days gone).
 */
export const REPORT_PRESETS = ['thisWeek', 'lastWeek', 'thisMonth', 'last30Days', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  thisWeek: 'This week',
  lastWeek: 'Last week',
  thisMonth: 'This month',
  last30Days: 'Last 30 days',
  custom: 'Custom range',
};

export interface DayRange {
  from: string;
  to: string;
}

/** The days a preset covers at `now` (epoch ms); null for 'custom' (the vendor's own dates). */
export function presetRange(preset: ReportPreset, now: number): DayRange | null {
  const today = lagosDayStart(now);
  const todayName = lagosDay(today);
  // 0 on Monday … 6 on Sunday, in Lagos (the day's name from its own date, never the device's zone).
  const weekday = (new Date(`${todayName}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = today - weekday * DAY;
  switch (preset) {
    case 'thisWeek':
      return { from: lagosDay(monday), to: todayName };
    case 'lastWeek':
      return { from: lagosDay(monday - 7 * DAY), to: lagosDay(monday - DAY) };
    case 'thisMonth':
      return { from: `${todayName.slice(0, 8)}01`, to: todayName };
    case 'last30Days':
      return { from: lagosDay(today - 29 * DAY), to: todayName };
    case 'custom':
      return null;
  }
}

/** How many days a range holds, both ends included (0 when it is not a valid range). */
export function dayCount({ from, to }: DayRange): number {
  const start = lagosDateStart(from);
  const end = lagosDateStart(to);
  if (start === null || end === null || end < start) return 0;
  return Math.round((end - start) / DAY) + 1;
}
