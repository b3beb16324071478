// npx tsx bench/search-plans.ts [--database-url URL] [--runs N] [--verbose] [--plain]
// What PostgreSQL does for each keyword set of the search scenario: every statement
// listFeedItemsMatching sends, run again under EXPLAIN (ANALYZE, BUFFERS) (its planning and
// execution time, and the plan with --verbose), and the whole call's median and worst time over
// --runs calls on one connection. --plain measures search as it was before ADR 049 instead (one
// LIKE per keyword over search_text, in feed order; its trigram index must exist to compare).
// Read-only; the bench database must be seeded (npm run bench).
import { parseArgs } from 'node:util';
import { findSearchWordFrequencies, listFeedItemsMatching, openDatabase } from '@gitsignals/db';
import { SEARCH_KEYWORDS } from './scenarios';
import { newestAnalysisDate } from './seed';

const { values: args } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default:
        process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/gitsignals_bench',
    },
    runs: { type: 'string', default: '20' },
    verbose: { type: 'boolean', default: false },
    plain: { type: 'boolean', default: false },
  },
});

const runs = Number(args.runs);
const SEARCH_LIMIT = 100;

const handle = await openDatabase({ databaseUrl: args['database-url'], poolSize: 1 });
const pool = handle.pool!;
type Statement = { text: string; values?: unknown[] };
let captured: Statement[] = [];
const query = pool.query.bind(pool) as (config: unknown, values?: unknown[]) => Promise<unknown>;
// drizzle sends each statement through pool.query({ text, values, … }), plainSearch through
// pool.query(text, values): keep what was sent.
(pool as unknown as { query: typeof query }).query = (config, values) => {
  if (typeof config === 'string') captured.push({ text: config, values: values ?? [] });
  else if (typeof config === 'object' && config !== null && 'text' in config) {
    const { text, values: v } = config as Statement;
    captured.push({ text, values: v ?? values ?? [] });
  }
  return query(config, values);
};

/** Search before ADR 049 (what listFeedItemsMatching sent): any keyword's LIKE, in feed order. */
async function plainSearch(keywords: string[], limit: number): Promise<unknown[]> {
  const likes = keywords.map((_, i) => `f.search_text like $${i + 1}`).join(' or ');
  const patterns = keywords.map((k) => `%${k.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const result = (await pool.query(
    `select f.id, f.project_id, p.slug, p.name, p.category, f.owner, f.type, f.title, f.summary,
       f.content, f.total_commits, f.priority, f.signals, f.tags, f.category, f.networks,
       f.analysis_date, f.days_analyzed, f.score, f.image_url, f.noise, f.is_replay,
       f.recorded_date, f.updated_at
     from feed_items f join projects p on p.id = f.project_id
     where ${likes}
     order by f.priority_rank desc nulls last, f.analysis_date desc nulls last, f.id
     limit ${limit}`,
    patterns,
  )) as { rows: unknown[] };
  return result.rows;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rows: Record<string, unknown>[] = [];
try {
  // As the bench's server sees them: its clock is set to the newest analysis date.
  const options = {
    today: await newestAnalysisDate(handle),
    wordFrequencies: args.plain ? undefined : await findSearchWordFrequencies(handle.db),
  };
  const search = (keywords: string[]) =>
    options.wordFrequencies
      ? listFeedItemsMatching(handle.db, keywords, SEARCH_LIMIT, {
          today: options.today,
          wordFrequencies: options.wordFrequencies,
        })
      : plainSearch(keywords, SEARCH_LIMIT);
  for (const keywords of SEARCH_KEYWORDS) {
    captured = [];
    const found = (await search(keywords)).length;
    const statements = captured;
    const explained: string[] = [];
    for (const s of statements) {
      const result = (await query({
        text: `explain (analyze, buffers) ${s.text}`,
        values: s.values,
      })) as { rows: { 'QUERY PLAN': string }[] };
      const lines = result.rows.map((r) => r['QUERY PLAN']);
      const at = (label: string) =>
        lines.find((l) => l.startsWith(label))?.replace(/^.*: /, '') ?? '?';
      explained.push(`${at('Planning Time')} + ${at('Execution Time')}`);
      if (args.verbose) console.log(`\n${keywords.join(' + ')}\n${lines.join('\n')}`);
    }
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const t0 = performance.now();
      await search(keywords);
      times.push(performance.now() - t0);
    }
    rows.push({
      keywords: keywords.join(' + '),
      found,
      'plan + exec (each statement)': explained.join(' | '),
      'call median ms': median(times).toFixed(2),
      'call max ms': Math.max(...times).toFixed(2),
    });
  }
} finally {
  await handle.close();
}
console.table(rows);
