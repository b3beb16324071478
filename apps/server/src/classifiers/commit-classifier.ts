// The classifier port of the pipeline (CLASSIFIER=llm): commits in, one decision per commit out,
// either the model's candidates or the reason the rules decide instead (ADR 038).
import type { ClassifierVerdict, CommitInput, SignalCandidate } from '@gitsignals/analysis';
import type { DroppedCandidate, LlmCallRecord } from '@gitsignals/db';

/** Why the rules decided a commit the model was meant to classify. */
export type FallbackReason =
  'timeout' | 'refusal' | 'malformed' | 'schema' | 'error' | 'budget' | 'missing';

/** How each reason reads in a closing line, in the order lines list them. */
export const FALLBACK_REASON_TEXT: Readonly<Record<FallbackReason, string>> = {
  budget: 'daily budget spent',
  timeout: 'timed out',
  refusal: 'refused',
  malformed: 'answer not JSON',
  schema: 'answer not the schema',
  error: 'provider error',
  missing: 'missing from the answer',
};

/** Why a candidate of an answer was not kept. */
export type DropReason = 'unknown_sha' | 'unknown_signal' | 'bad_confidence' | 'evidence_not_found';

export const DROP_REASON_TEXT: Readonly<Record<DropReason, string>> = {
  evidence_not_found: 'evidence not in the commit',
  unknown_signal: 'unknown signal',
  unknown_sha: 'unknown sha',
  bad_confidence: 'confidence outside 0-1',
};

/** What the classifier made of one commit. */
export type CommitDecision =
  | {
      sha: string;
      decidedBy: 'llm';
      candidates: SignalCandidate[];
      /** Candidates of the answer for this commit that failed validation. */
      dropped: DroppedCandidate[];
    }
  | {
      sha: string;
      decidedBy: 'rules';
      reason: FallbackReason;
      dropped: DroppedCandidate[];
      /** Whether a call carried the commit (false when the budget stopped it first). */
      asked: boolean;
    };

export interface ClassificationRun {
  /** One per commit given, in no particular order. */
  decisions: CommitDecision[];
  /** Candidates answered for a sha that is not in the batch (they belong to no commit). */
  strays: DroppedCandidate[];
  /** The calls made, as recorded in llm_calls. */
  calls: LlmCallRecord[];
}

export interface CommitClassifier {
  /** `provider:model`: the key its stored answers are kept under. */
  readonly name: string;
  /** The prompt's version: stored answers to another version are asked again. */
  readonly promptVersion: number;
  /** Classifies commits the rules do not call noise; never throws for the model's failures. */
  classify(commits: readonly CommitInput[]): Promise<ClassificationRun>;
  /** The verdict the engine takes: candidates at or above the minimum confidence are shown. */
  verdictOf(candidates: readonly SignalCandidate[]): ClassifierVerdict;
}
