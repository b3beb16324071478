// One feed item from one window of a project's activity (a day for daily items): classify,
// filter noise, add day-level signals, rank, tag, score and write. Null when nothing
// meaningful happened, so noise-only days never become items.
import { sortSignals, type Priority, type SignalId } from '@gitsignals/domain';
import { analyseCommit, type CommitAnalysis } from './classify-commit';
import { detectSurge, type SurgeBaseline } from './contributor-surge';
import { buildFacts, highlightOf, newestFirst, releasesOf } from './build-facts';
import { extractTags } from './extract-tags';
import { localWriter } from './local-writer';
import { priorityFor } from './priority';
import { scoreFor } from './score';
import type {
  ClassifiedCommit,
  ClassifierVerdict,
  CommitInput,
  FeedTagGroups,
  ProjectInput,
  TagInput,
} from './types';
import type { WriterFacts } from './writer';

export interface FeedItemInput {
  project: ProjectInput;
  /** All commits of the window (one day for daily items), any order. */
  commits: CommitInput[];
  /** Tags/releases created in the window. */
  tags: TagInput[];
  /** 'YYYY-MM-DD' (the last day of the window). */
  analysisDate: string;
  /** 1 for daily items. */
  daysAnalyzed: number;
  /** For contributor_surge (day-level only). */
  baseline?: SurgeBaseline | undefined;
  /**
   * Another classifier's verdicts by commit sha (CLASSIFIER=llm); commits without one are
   * classified by the rules.
   */
  verdicts?: ReadonlyMap<string, ClassifierVerdict> | undefined;
}

/**
 * A signal some commit of the item matched below its threshold, and that no commit shows: kept
 * for the feed detail page ("possible"), never on the card, its priority, digests or insights.
 */
export interface PossibleSignal {
  signal: SignalId;
  /** The highest confidence among the commits that matched it. */
  confidence: number;
  /** The commits that matched it, most confident first. */
  shas: string[];
}

export interface FeedItemDraft {
  type: 'commit_analysis';
  owner: string;
  title: string;
  summary: string;
  content: string;
  total_commits: number;
  priority: Priority;
  signals: SignalId[];
  tags: FeedTagGroups;
  category: string;
  networks: string[];
  analysis_date: string;
  days_analyzed: number;
  score: number;
  commitShas: string[];
  classified: ClassifiedCommit[];
  noise: Record<string, number>;
  possible_signals: PossibleSignal[];
}

const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * A chain the project already lists among its networks is not an expansion: "deploy to
 * Arbitrum" in Arbitrum's own repo, or a new Ethereum address book for an Ethereum protocol.
 * Such commits keep the deployment signal instead.
 */
function withoutHomeChains(a: CommitAnalysis, home: ReadonlySet<string>): CommitAnalysis {
  if (!a.classified.signals.includes('chain_expansion')) return a;
  const fresh = a.expansionChains.filter((c) => !home.has(norm(c)));
  if (fresh.length > 0) return { ...a, expansionChains: fresh };
  const signals = a.classified.signals.filter((s) => s !== 'chain_expansion');
  if (a.deployedChains.length > 0 || a.context.kinds.has('deployment_record'))
    signals.push('deployment');
  return {
    ...a,
    expansionChains: [],
    classified: { ...a.classified, signals: sortSignals(signals) },
  };
}

/** The analysis of a window, before any text is written. */
export interface ActivityAnalysis {
  facts: WriterFacts;
  /** Everything of the draft except the written text. */
  draft: Omit<FeedItemDraft, 'title' | 'summary' | 'content'>;
}

/**
 * Classifies and ranks a window of activity. Callers with an asynchronous (LLM) writer use
 * this and write `facts` themselves; buildFeedItem does the same with the local writer.
 */
export function analyseActivity(input: FeedItemInput): ActivityAnalysis | null {
  const home = new Set(input.project.networks.map(norm));
  const analyses = input.commits
    .map((c) => withoutHomeChains(analyseCommit(c, input.verdicts?.get(c.sha)), home))
    .sort((a, b) => newestFirst(a.context.commit, b.context.commit));
  const meaningful = analyses.filter((a) => a.classified.noise === null);
  if (meaningful.length === 0) return null;

  const noise: Record<string, number> = {};
  for (const a of analyses) {
    const reason = a.classified.noise;
    if (reason !== null) noise[reason] = (noise[reason] ?? 0) + 1;
  }
  const authors = new Set(meaningful.map((a) => a.context.commit.authorName)).size;
  const surge = detectSurge(meaningful.length, authors, input.daysAnalyzed, input.baseline);
  const releases = releasesOf(input.tags, meaningful.map(highlightOf));
  const signalSet = new Set<SignalId>(meaningful.flatMap((a) => a.classified.signals));
  if (releases.length > 0) signalSet.add('release');
  if (surge) signalSet.add('contributor_surge');
  const signals = sortSignals(signalSet);
  const possible = possibleSignals(meaningful, signalSet);
  const majorRelease = releases.some((r) => r.major);
  const priority = priorityFor(signals, { majorRelease });
  const tags = extractTags(meaningful.map((a) => a.context));

  const facts = buildFacts({
    project: input.project,
    analysisDate: input.analysisDate,
    daysAnalyzed: input.daysAnalyzed,
    priority,
    signals,
    meaningful,
    releases,
    newChains: [...new Set(meaningful.flatMap((a) => a.expansionChains))].sort(),
    surge,
    noise,
    noiseCommits: analyses.length - meaningful.length,
    tags,
  });
  const score = scoreFor({
    priority,
    signals,
    meaningfulCommits: meaningful.length,
    contributors: authors,
    majorRelease,
  });
  return {
    facts,
    draft: {
      type: 'commit_analysis',
      owner: input.project.name,
      total_commits: meaningful.length,
      priority,
      signals,
      tags,
      category: input.project.category,
      networks: [...input.project.networks],
      analysis_date: input.analysisDate,
      days_analyzed: input.daysAnalyzed,
      score,
      commitShas: meaningful.map((a) => a.classified.sha),
      classified: analyses.map((a) => a.classified),
      noise,
      possible_signals: possible,
    },
  };
}

/** Matches below their threshold whose signal the item does not show, most confident first. */
function possibleSignals(meaningful: CommitAnalysis[], shown: ReadonlySet<SignalId>) {
  const bySignal = new Map<SignalId, { confidence: number; sha: string }[]>();
  for (const a of meaningful) {
    for (const c of a.candidates) {
      if (shown.has(c.signal) || !a.classified.possible.includes(c.signal)) continue;
      const list = bySignal.get(c.signal) ?? [];
      list.push({ confidence: c.confidence, sha: a.classified.sha });
      bySignal.set(c.signal, list);
    }
  }
  const out: PossibleSignal[] = [];
  for (const signal of sortSignals(bySignal.keys())) {
    const matches = (bySignal.get(signal) ?? []).sort(
      (x, y) => y.confidence - x.confidence || (x.sha < y.sha ? -1 : 1),
    );
    out.push({
      signal,
      confidence: Math.round((matches[0]?.confidence ?? 0) * 100) / 100,
      shas: matches.map((m) => m.sha),
    });
  }
  return out.sort((x, y) => y.confidence - x.confidence);
}

/** The daily feed item, written by the local writer; null when no commit is meaningful. */
export function buildFeedItem(input: FeedItemInput): FeedItemDraft | null {
  const analysis = analyseActivity(input);
  if (analysis === null) return null;
  const text = localWriter.write(analysis.facts);
  return { ...analysis.draft, title: text.title, summary: text.summary, content: text.content };
}
