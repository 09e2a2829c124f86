/** The charts' common size: tall enough to read on a 360 px phone, short enough to scroll past. */
export const CHART_HEIGHT = 220;
/** Little room around the plot: a phone has none to spare (the legend sits above). */
export const chartMargin = { top: 8, right: 4, bottom: 4, left: 4 };

export const totalOf = <T>(list: readonly T[], pick: (item: T) => number) =>
  list.reduce((sum, item) => sum + pick(item), 0);

/** A count's axis: whole orders only (no '0.5' tick on a quiet range). */
export const wholeTick = (value: number) => (Number.isInteger(value) ? String(value) : '');
