// First paint of the public pages as a phone gets them: Lighthouse (its default mobile preset,
// simulated throttling) in the Chromium the e2e suite uses, against the production web app
// (apps/web/dist with its pre-rendered pages and precompressed assets, served by the real app).
// Each page is run N times, each run in a fresh Chromium, and the medians are reported, since
// the shared machine moves single figures by ±0.05 (ADR 044).
//
// run.ts calls measurePaint with the app it started; alone, against a server already running:
//   npx tsx bench/lighthouse.ts --url http://127.0.0.1:3000 [--runs 3] [--only REGEX]
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Result as LighthouseResult } from 'lighthouse';

export interface PaintPage {
  /** Row name, matched by run.ts's --only. */
  name: string;
  path: string;
  /** Whether the performance and LCP targets apply (accessibility applies to every page). */
  performanceTarget: boolean;
}

export const PAINT_PAGES: PaintPage[] = [
  { name: 'paint /', path: '/', performanceTarget: true },
  // A visitor is sent on to /signin by the route guard: the figures are that redirect's.
  { name: 'paint /signals', path: '/signals', performanceTarget: true },
  { name: 'paint /pricing', path: '/pricing', performanceTarget: false },
];

/** Issue 15: Lighthouse mobile ≥ 0.90 and LCP < 2.5 s on / and /signals; accessibility ≥ 0.95. */
export const PAINT_TARGETS = { performance: 0.9, lcpMs: 2500, accessibility: 0.95 };

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse run's figures (times in ms, scores 0–1). */
export interface PaintFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /**
   * Bytes of JavaScript transferred while Lighthouse watched the page (bodies as sent, brotli here,
   * plus response headers), lazy chunks fetched after the first render included.
   */
  scriptTransferBytes: number;
  /** How many script files that was. */
  scriptRequests: number;
}

export interface PaintResult {
  page: string;
  path: string;
  /** Where the page ended (after redirects, client-side ones included), one per distinct end. */
  finalUrls: string[];
  /** 1-minute load average before the page's first run. */
  loadBefore: number;
  /** Each successful run, with the 1-minute load average before it. */
  runs: (PaintFigures & { finalUrl: string; loadBefore: number })[];
  /** Runs that failed, with their error. */
  errors: string[];
  /** Median of each figure over the successful runs; null when none succeeded. */
  median: PaintFigures | null;
  performanceTarget: boolean;
}

/** The median; for an even count the mean of the two middle values. NaN for no values. */
export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function medianFigures(runs: PaintFigures[]): PaintFigures | null {
  if (runs.length === 0) return null;
  const of = (key: keyof PaintFigures) => median(runs.map((r) => r[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    scriptTransferBytes: of('scriptTransferBytes'),
    scriptRequests: of('scriptRequests'),
  };
}

/** The targets a page's medians miss, as lines for the bench's "Targets missed" list. */
export function paintMisses(results: PaintResult[], targets = PAINT_TARGETS): string[] {
  const misses: string[] = [];
  for (const r of results) {
    const m = r.median;
    if (!m) {
      misses.push(`${r.page}: not measured (${r.errors.length} runs failed)`);
      continue;
    }
    if (r.performanceTarget && m.performance < targets.performance)
      misses.push(`${r.page}: performance ${score(m.performance)} < ${score(targets.performance)}`);
    if (r.performanceTarget && m.lcpMs >= targets.lcpMs)
      misses.push(`${r.page}: LCP ${seconds(m.lcpMs)} ≥ ${seconds(targets.lcpMs)}`);
    if (m.accessibility < targets.accessibility)
      misses.push(
        `${r.page}: accessibility ${score(m.accessibility)} < ${score(targets.accessibility)}`,
      );
  }
  return misses;
}

const score = (s: number) => s.toFixed(2);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The table rows run.ts (and the standalone run) print, one per page. */
export function paintRows(results: PaintResult[]) {
  return results.map((r) => {
    const m = r.median;
    const cell = (f: (m: PaintFigures) => string) => (m ? f(m) : '–');
    return {
      page: r.path,
      'ended at': r.finalUrls.length
        ? r.finalUrls.map((u) => new URL(u).pathname).join(' | ')
        : '–',
      runs: `${r.runs.length}/${r.runs.length + r.errors.length}`,
      performance: cell((m) => score(m.performance)),
      FCP: cell((m) => seconds(m.fcpMs)),
      LCP: cell((m) => seconds(m.lcpMs)),
      TBT: cell((m) => `${Math.round(m.tbtMs)} ms`),
      CLS: cell((m) => m.cls.toFixed(3)),
      'Speed Index': cell((m) => seconds(m.speedIndexMs)),
      accessibility: cell((m) => score(m.accessibility)),
      'JS kB (files)': cell(
        (m) => `${(m.scriptTransferBytes / 1000).toFixed(1)} (${Math.round(m.scriptRequests)})`,
      ),
      load: r.loadBefore,
    };
  });
}

/** Throws with the install command when the e2e suite's Chromium is missing. */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` ` +
        '(or set CHROMIUM_PATH; do not use `npx playwright install`)',
    );
}

type ResourceSummaryItem = { resourceType: string; transferSize: number; requestCount: number };

function figuresOf(lhr: LighthouseResult): PaintFigures {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
    return value;
  };
  const categoryScore = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
    return value;
  };
  const summary = lhr.audits['resource-summary']?.details;
  const items = (summary && 'items' in summary ? summary.items : []) as ResourceSummaryItem[];
  const scripts = items.find((i) => i.resourceType === 'script');
  return {
    performance: categoryScore('performance'),
    accessibility: categoryScore('accessibility'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    scriptTransferBytes: scripts?.transferSize ?? NaN,
    scriptRequests: scripts?.requestCount ?? NaN,
  };
}

/**
 * One Lighthouse run of one URL in a fresh Chromium (its own profile and DevTools port), killed
 * with all its helper processes (its process group) whatever happens. chrome-launcher is
 * Lighthouse's own launcher (a dependency of it): it adds the flags the Lighthouse CLI runs with
 * (no renderer backgrounding or timer throttling, no extensions, …) to ours, so the figures
 * compare with a CLI run such as ADR 044's.
 */
async function lighthouseOnce(url: string): Promise<PaintFigures & { finalUrl: string }> {
  const [{ default: lighthouse }, { launch }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chromium = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    return { ...figuresOf(lhr), finalUrl: lhr.finalDisplayedUrl };
  } finally {
    chromium.kill();
  }
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * Runs Lighthouse `runs` times on each page of `baseUrl`. A failed run is printed and recorded,
 * and the next one goes on; a missing Chromium fails fast (every run would fail the same way).
 */
export async function measurePaint(
  baseUrl: string,
  options: { runs: number; pages?: PaintPage[]; log: (line: string) => void },
): Promise<PaintResult[]> {
  const { runs, log } = options;
  const pages = options.pages ?? PAINT_PAGES;
  assertChromium();
  log(
    `\nFirst paint: Lighthouse mobile preset (simulated throttling), ${runs} run(s) per page, ` +
      `${CHROMIUM_PATH}, ${baseUrl}`,
  );
  const results: PaintResult[] = [];
  for (const page of pages) {
    const loadBefore = round(loadavg()[0]!, 1);
    log(`  ${page.path} (load average ${loadBefore})`);
    const result: PaintResult = {
      page: page.name,
      path: page.path,
      finalUrls: [],
      loadBefore,
      runs: [],
      errors: [],
      median: null,
      performanceTarget: page.performanceTarget,
    };
    for (let i = 1; i <= runs; i++) {
      const load = round(loadavg()[0]!, 1);
      try {
        const run = {
          ...(await lighthouseOnce(new URL(page.path, baseUrl).href)),
          loadBefore: load,
        };
        result.runs.push(run);
        log(
          `    run ${i} (load ${load}): performance ${score(run.performance)}, FCP ${seconds(run.fcpMs)}, ` +
            `LCP ${seconds(run.lcpMs)}, TBT ${Math.round(run.tbtMs)} ms, CLS ${run.cls.toFixed(3)}, ` +
            `SI ${seconds(run.speedIndexMs)}, accessibility ${score(run.accessibility)}, ` +
            `JS ${(run.scriptTransferBytes / 1000).toFixed(1)} kB in ${run.scriptRequests} files → ${new URL(run.finalUrl).pathname}`,
        );
      } catch (error) {
        const message = (error as Error).message;
        result.errors.push(message);
        log(`    run ${i} (load ${load}) failed: ${message}`);
      }
    }
    result.finalUrls = [...new Set(result.runs.map((r) => r.finalUrl))];
    result.median = medianFigures(result.runs);
    results.push(result);
  }
  return results;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: process.env.BENCH_PAINT_URL ?? 'http://127.0.0.1:3000' },
      runs: { type: 'string', default: process.env.BENCH_PAINT_RUNS ?? '3' },
      only: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs <= 0) throw new Error('--runs must be a positive integer');
  const only = values.only ? new RegExp(values.only, 'i') : undefined;
  try {
    const results = await measurePaint(values.url, {
      runs,
      pages: PAINT_PAGES.filter((p) => !only || only.test(p.name)),
      log: (line) => console.log(line),
    });
    console.table(paintRows(results));
    const misses = paintMisses(results);
    console.log(misses.length ? `Targets missed:\n  ${misses.join('\n  ')}` : 'All targets met.');
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
