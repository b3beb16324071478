// Runs the classifier over the labelled evaluation set (labels.jsonl) and the labelled surge
// days (surge-days.jsonl) and scores it. Shared by `npm run eval` and the regression test.
// The rules by default; another classifier (`--classifier llm`) classifies `labelledCommits()`
// first, asynchronously, then hands its answers in as `classify`.
import { SIGNAL_IDS, shiftDay, utcDay, type SignalId } from '@gitsignals/domain';
import { readFileSync } from 'node:fs';
import { buildFeedItem } from '../src/build-feed-item';
import { classifyCommit } from '../src/classify-commit';
import { commitFromDatasetRecord } from '../src/dataset-record';
import type { ClassifiedCommit, CommitInput } from '../src/types';
import { agreementOn, type Agreement } from './adjudication';
import {
  evaluateSplit,
  score,
  type Pair,
  type Score,
  type Scored,
  type SplitReport,
} from './metrics';
import { activityFileOf, readActivity } from './read-activity';

export interface Label {
  repo: string;
  sha: string;
  subject: string;
  signals: SignalId[];
  noise: string | null;
  note: string;
  /** "test" for the current held-out set (v8), labelled blind after all tuning (README.md). */
  split: Split;
  /** Which held-out draw a label came from (v5, v6…); absent on earlier draws. */
  round?: string;
  /**
   * How the label was reached (eval/adjudication): both blind readers wrote it, or a third
   * settled their disagreement.
   */
  readers?: 'agreed' | 'settled';
}

export interface SurgeDay {
  repo: string;
  day: string;
  surge: boolean;
  note: string;
}

export type Split = 'dev' | 'test';

type LabelledPair = Pair & { label: Label };

/** contributor_surge is day-level only (signals.md), so commit metrics leave it out. */
export const COMMIT_SIGNALS: readonly SignalId[] = SIGNAL_IDS.filter(
  (id) => id !== 'contributor_surge',
);

/** Days of history the surge baseline looks back over (as the analyse-feed job does). */
const BASELINE_DAYS = 28;

const EVAL_DIR = new URL('./', import.meta.url);

function readJsonl<T>(name: string): T[] {
  return readFileSync(new URL(name, EVAL_DIR), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as T);
}

export const readLabels = (): Label[] => readJsonl<Label>('labels.jsonl');
export const readSurgeDays = (): SurgeDay[] => readJsonl<SurgeDay>('surge-days.jsonl');

const commitsCache = new Map<string, CommitInput[]>();
function repoCommits(repo: string): CommitInput[] {
  let commits = commitsCache.get(repo);
  if (!commits) {
    commits = readActivity(activityFileOf(repo)).map(commitFromDatasetRecord);
    commitsCache.set(repo, commits);
  }
  return commits;
}

/** The commit a label is about, from data/activity. */
export function labelledCommit(label: Pick<Label, 'repo' | 'sha'>): CommitInput {
  const commit = repoCommits(label.repo).find((c) => c.sha === label.sha);
  if (!commit) throw new Error(`labelled commit ${label.repo}@${label.sha} is not in data/`);
  return commit;
}

export interface Disagreement {
  split: Split;
  label: Label;
  predicted: { signals: SignalId[]; noise: string | null };
}

export interface SurgeReport {
  days: number;
  score: Score;
  misses: { day: SurgeDay; predicted: boolean }[];
}

export interface EvaluationReport {
  dev: SplitReport;
  test: SplitReport;
  /** The test split's pairs, for the bootstrap. */
  testPairs: Pair[];
  /** The test split per held-out draw, so each draw's own figure stays comparable to history. */
  testRounds: { round: string; report: SplitReport }[];
  all: SplitReport;
  surge: SurgeReport;
  disagreements: Disagreement[];
  /** Reader against reader and the classifier against each, per adjudicated set (dev, v8…). */
  agreement: Agreement[];
}

/** Every labelled commit as the dataset holds it, in label order. */
export const labelledCommits = (): CommitInput[] => readLabels().map(labelledCommit);

export function runEvaluation(
  classify: (commit: CommitInput) => ClassifiedCommit = classifyCommit,
): EvaluationReport {
  const labels = readLabels();
  const pairs: Record<Split, LabelledPair[]> = { dev: [], test: [] };
  const disagreements: Disagreement[] = [];
  const predictions = new Map<string, Scored>();
  for (const label of labels) {
    const predicted = classify(labelledCommit(label));
    predictions.set(label.sha, predicted);
    const side = label.split;
    pairs[side].push({ label, predicted });
    const same =
      (label.noise === null) === (predicted.noise === null) &&
      COMMIT_SIGNALS.every((s) => label.signals.includes(s) === predicted.signals.includes(s));
    if (!same) disagreements.push({ split: side, label, predicted });
  }
  const roundOf = (p: LabelledPair): string => p.label.round ?? 'v4';
  const rounds = [...new Set(pairs.test.map(roundOf))].sort();
  return {
    dev: evaluateSplit(pairs.dev, COMMIT_SIGNALS),
    test: evaluateSplit(pairs.test, COMMIT_SIGNALS),
    testPairs: pairs.test,
    testRounds: rounds.map((round) => ({
      round,
      report: evaluateSplit(
        pairs.test.filter((p) => roundOf(p) === round),
        COMMIT_SIGNALS,
      ),
    })),
    all: evaluateSplit([...pairs.dev, ...pairs.test], COMMIT_SIGNALS),
    surge: evaluateSurge(readSurgeDays()),
    disagreements,
    agreement: agreementsOf(labels, predictions, ['dev', ...rounds]),
  };
}

function agreementsOf(
  labels: readonly Label[],
  predictions: ReadonlyMap<string, Scored>,
  sets: readonly string[],
): Agreement[] {
  const adjudicated = new Map<string, Scored>(labels.map((l) => [l.sha, l]));
  return sets
    .map((set) => agreementOn(set, adjudicated, predictions, COMMIT_SIGNALS))
    .filter((a): a is Agreement => a !== null);
}

/** The day's feed item through the real buildFeedItem, with the job's 28-day baseline. */
export function predictsSurge(repo: string, day: string): boolean {
  const byDay = new Map<string, CommitInput[]>();
  for (const c of repoCommits(repo)) {
    const d = utcDay(Date.parse(c.committedAt));
    byDay.set(d, [...(byDay.get(d) ?? []), c]);
  }
  let commits = 0;
  let authors = 0;
  for (let i = 1; i <= BASELINE_DAYS; i += 1) {
    const list = byDay.get(shiftDay(day, -i)) ?? [];
    commits += list.length;
    authors += new Set(list.map((c) => c.authorName)).size;
  }
  const item = buildFeedItem({
    project: { slug: repo, name: repo, category: '', networks: [] },
    commits: byDay.get(day) ?? [],
    tags: [],
    analysisDate: day,
    daysAnalyzed: 1,
    baseline: {
      meanDailyCommits: commits / BASELINE_DAYS,
      meanDailyAuthors: authors / BASELINE_DAYS,
    },
  });
  return item?.signals.includes('contributor_surge') ?? false;
}

function evaluateSurge(days: readonly SurgeDay[]): SurgeReport {
  const c = { tp: 0, fp: 0, fn: 0 };
  const misses: SurgeReport['misses'] = [];
  for (const d of days) {
    const predicted = predictsSurge(d.repo, d.day);
    if (predicted && d.surge) c.tp += 1;
    else if (predicted) c.fp += 1;
    else if (d.surge) c.fn += 1;
    if (predicted !== d.surge) misses.push({ day: d, predicted });
  }
  return { days: days.length, score: score(c), misses };
}
