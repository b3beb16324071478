// Quarter keys ('YYYY-Qn') on the client: the selector's labels and the quarter a page opens on
// before the server has said which quarters have data.

export type QuarterRef = { quarter: string; year: number; label: string };

const KEY = /^(\d{4})-Q([1-4])$/;

/** '2025-Q1' → { quarter: '2025-Q1', year: 2025, label: 'Q1 2025' }; null when malformed. */
export function quarterRef(key: string): QuarterRef | null {
  const m = KEY.exec(key);
  if (!m) return null;
  return { quarter: key, year: Number(m[1]), label: `Q${m[2]} ${m[1]}` };
}

/** The quarter before the one holding `now` (UTC): the spec's default quarter. */
export function previousQuarterKey(now: Date): string {
  const year = now.getUTCFullYear();
  const index = Math.floor(now.getUTCMonth() / 3) + 1;
  return index === 1 ? `${year - 1}-Q4` : `${year}-Q${index - 1}`;
}
