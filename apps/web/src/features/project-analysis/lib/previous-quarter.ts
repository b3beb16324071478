export type Quarter = {
  /** 'YYYY-Qn', what the quarterly API takes. */
  key: string;
  year: number;
  /** 'Q3 2026', what the page shows. */
  label: string;
};

/** The calendar quarter (UTC) before the one holding `now`: the last complete quarter. */
export function previousQuarter(now: Date): Quarter {
  const current = Math.floor(now.getUTCMonth() / 3) + 1;
  const year = current === 1 ? now.getUTCFullYear() - 1 : now.getUTCFullYear();
  const quarter = current === 1 ? 4 : current - 1;
  return { key: `${year}-Q${quarter}`, year, label: `Q${quarter} ${year}` };
}
