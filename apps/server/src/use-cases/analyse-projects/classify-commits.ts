// The commits of a project's days through the configured classifier (CLASSIFIER=llm, ADR 038):
// the commits the rules do not call noise, each asked once. A stored answer is reused; a commit
// the model failed on is asked again on a later run, up to MAX_ATTEMPTS calls; every decision is
// stored with who made it and why the rules did. The verdicts go to analyseActivity.
import type { ClassifierVerdict, CommitInput } from '@gitsignals/analysis';
import {
  listCommitClassifications,
  saveCommitClassifications,
  type CommitClassificationRow,
  type Database,
  type StoredClassification,
  type StoredCommit,
} from '@gitsignals/db';
import {
  addRun,
  emptySummary,
  type ClassificationSummary,
} from '../../classifiers/classification-summary';
import type { CommitClassifier, CommitDecision } from '../../classifiers/commit-classifier';
import { needsClassifier } from '../../classifiers/commits-to-ask';
import { toCommitInput } from './day-feed-item';

/** Calls that may carry a commit before the rules keep it for good (until the prompt changes). */
export const MAX_ATTEMPTS = 3;

export interface ClassifiedCommits {
  /** By sha: what the engine takes instead of the rules' signals. */
  verdicts: Map<string, ClassifierVerdict>;
  summary: ClassificationSummary;
}

type Plan = 'reuse' | 'rules' | 'ask';

function planOf(classifier: CommitClassifier, stored: StoredClassification | undefined): Plan {
  if (!stored || stored.promptVersion !== classifier.promptVersion) return 'ask';
  if (stored.decidedBy === 'llm') return 'reuse';
  return stored.attempts >= MAX_ATTEMPTS ? 'rules' : 'ask';
}

function rowOf(
  classifier: CommitClassifier,
  commitId: number,
  decision: CommitDecision,
  before: StoredClassification | undefined,
): CommitClassificationRow {
  const asked = decision.decidedBy === 'llm' || decision.asked;
  // An older prompt's attempts say nothing about this one.
  const earlier = before?.promptVersion === classifier.promptVersion ? before.attempts : 0;
  return {
    commitId,
    classifier: classifier.name,
    promptVersion: classifier.promptVersion,
    decidedBy: decision.decidedBy,
    fallbackReason: decision.decidedBy === 'rules' ? decision.reason : null,
    candidates: decision.decidedBy === 'llm' ? decision.candidates : [],
    dropped: decision.dropped,
    attempts: earlier + (asked ? 1 : 0),
  };
}

/** Asks about the commits not decided before, newest first, and stores every decision. */
async function askAndStore(
  db: Database,
  classifier: CommitClassifier,
  toAsk: Map<string, StoredCommit[]>,
  stored: Map<number, StoredClassification>,
  out: ClassifiedCommits,
): Promise<void> {
  const inputs: CommitInput[] = [...toAsk.values()]
    .map((same) => toCommitInput(same[0]!))
    .sort((a, b) => (a.committedAt < b.committedAt ? 1 : -1));
  const run = await classifier.classify(inputs);
  addRun(out.summary, run);
  const rows: CommitClassificationRow[] = [];
  for (const decision of run.decisions) {
    if (decision.decidedBy === 'llm')
      out.verdicts.set(decision.sha, classifier.verdictOf(decision.candidates));
    for (const c of toAsk.get(decision.sha) ?? [])
      rows.push(rowOf(classifier, c.id, decision, stored.get(c.id)));
  }
  await saveCommitClassifications(db, rows);
}

export async function classifyCommits(
  db: Database,
  classifier: CommitClassifier,
  commits: readonly StoredCommit[],
): Promise<ClassifiedCommits> {
  const meaningful = commits.filter((c) => needsClassifier(toCommitInput(c)));
  const out: ClassifiedCommits = { verdicts: new Map(), summary: emptySummary(classifier.name) };
  out.summary.commits = new Set(meaningful.map((c) => c.sha)).size;
  const stored = await listCommitClassifications(
    db,
    classifier.name,
    meaningful.map((c) => c.id),
  );
  // By sha: a commit in two repositories of the project (a fork) is asked about, and counted, once.
  const toAsk = new Map<string, StoredCommit[]>();
  const counted = new Set<string>();
  for (const c of meaningful) {
    const row = stored.get(c.id);
    const plan = planOf(classifier, row);
    if (plan === 'ask') {
      toAsk.set(c.sha, [...(toAsk.get(c.sha) ?? []), c]);
      continue;
    }
    if (counted.has(c.sha)) continue;
    counted.add(c.sha);
    if (plan === 'reuse') {
      out.verdicts.set(c.sha, classifier.verdictOf(row!.candidates));
      out.summary.cached += 1;
    } else out.summary.givenUp += 1;
  }
  if (toAsk.size > 0) await askAndStore(db, classifier, toAsk, stored, out);
  return out;
}
