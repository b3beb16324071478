// The answer the model is asked for (a zod schema, sent as structured output) and its check
// against the batch: a candidate stays only with a known commit, a known signal, a confidence in
// 0-1 and evidence found in the commit; commits the answer leaves out fall back to the rules.
import type { SignalCandidate } from '@gitsignals/analysis';
import type { DroppedCandidate } from '@gitsignals/db';
import type { SignalId } from '@gitsignals/domain';
import { z } from 'zod';
import { COMMIT_SIGNAL_IDS, type PromptCommit } from './classification-prompt';
import type { DropReason } from './commit-classifier';
import { evidenceFound } from './evidence';

// Signals are plain strings, not an enum: an unknown one drops that candidate, not the batch.
export const classificationSchema = z.object({
  commits: z
    .array(
      z.object({
        sha: z.string().describe('The commit id exactly as listed after "###".'),
        signals: z.array(
          z.object({
            signal: z.string().describe('A signal id from the list.'),
            confidence: z.number().describe('From 0 to 1.'),
            evidence: z
              .string()
              .describe('Copied exactly from the commit: its subject, a body line or a file path.'),
          }),
        ),
      }),
    )
    .describe('One entry per listed commit, in the listed order.'),
});
export type ClassificationAnswer = z.infer<typeof classificationSchema>;

export interface CheckedAnswer {
  /** By full sha: the commits the answer covered, with their kept candidates and drops. */
  answered: Map<string, { candidates: SignalCandidate[]; dropped: DroppedCandidate[] }>;
  /** Candidates under a sha that is not in the batch. */
  strays: DroppedCandidate[];
}

const commitSignals = new Set<string>(COMMIT_SIGNAL_IDS);

/** The batch commit an answered sha names: its listed id, or a unique prefix (7+) of its sha. */
function resolve(sha: string, batch: readonly PromptCommit[]): PromptCommit | null {
  const s = sha.trim().toLowerCase();
  const exact = batch.find((c) => c.id === s || c.commit.sha === s);
  if (exact) return exact;
  if (!/^[0-9a-f]{7,40}$/.test(s)) return null;
  const matches = batch.filter((c) => c.commit.sha.startsWith(s));
  return matches.length === 1 ? matches[0]! : null;
}

type Answered = ClassificationAnswer['commits'][number]['signals'][number];

function dropReasonOf(c: Answered, commit: PromptCommit['commit']): DropReason | null {
  if (!commitSignals.has(c.signal)) return 'unknown_signal';
  if (!Number.isFinite(c.confidence) || c.confidence < 0 || c.confidence > 1)
    return 'bad_confidence';
  if (!evidenceFound(c.evidence, commit)) return 'evidence_not_found';
  return null;
}

export function checkAnswer(
  answer: ClassificationAnswer,
  batch: readonly PromptCommit[],
): CheckedAnswer {
  const answered: CheckedAnswer['answered'] = new Map();
  const strays: DroppedCandidate[] = [];
  for (const entry of answer.commits) {
    const target = resolve(entry.sha, batch);
    if (target === null) {
      const reason: DropReason = 'unknown_sha';
      strays.push(
        ...entry.signals.map((c) => ({ signal: c.signal, evidence: c.evidence, reason })),
      );
      continue;
    }
    const kept = answered.get(target.commit.sha) ?? { candidates: [], dropped: [] };
    answered.set(target.commit.sha, kept);
    for (const c of entry.signals) {
      const reason = dropReasonOf(c, target.commit);
      if (reason !== null) {
        kept.dropped.push({ signal: c.signal, evidence: c.evidence, reason });
        continue;
      }
      const candidate = {
        signal: c.signal as SignalId,
        confidence: c.confidence,
        evidence: c.evidence,
      };
      // A signal named twice keeps its surer reading.
      const same = kept.candidates.findIndex((k) => k.signal === candidate.signal);
      if (same === -1) kept.candidates.push(candidate);
      else if (kept.candidates[same]!.confidence < candidate.confidence)
        kept.candidates[same] = candidate;
    }
  }
  return { answered, strays };
}
