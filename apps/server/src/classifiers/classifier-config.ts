// Which classifier decides commits' signals, from the validated environment: the rules, or the
// model of the writers' provider settings with the classifier's own batch, confidence and budget.
import { CLASSIFIER_NEEDS_A_PROVIDER, type Env } from '../env';
import { writerConfigOf, type LlmConfig } from '../writers/llm-config';
import type { BudgetLimits } from './daily-budget';

export interface LlmClassifierConfig {
  llm: LlmConfig;
  /** Commits per call. */
  batchSize: number;
  /** Candidates at or above it are shown; the others stay "possible". */
  minConfidence: number;
  budget: BudgetLimits;
}

export type ClassifierConfig = { kind: 'rules' } | ({ kind: 'llm' } & LlmClassifierConfig);

/**
 * The LLM classifier's settings whatever CLASSIFIER says (the eval's `--classifier llm` asks for
 * it by flag); throws the start-up message when no provider is configured.
 */
export function llmClassifierConfigOf(env: Env): LlmClassifierConfig {
  const llm = writerConfigOf(env);
  if (llm.provider === 'local') throw new Error(CLASSIFIER_NEEDS_A_PROVIDER);
  return {
    llm,
    batchSize: env.CLASSIFIER_BATCH_SIZE,
    minConfidence: env.CLASSIFIER_MIN_CONFIDENCE,
    budget: { maxUsd: env.CLASSIFIER_DAILY_BUDGET_USD, maxCalls: env.CLASSIFIER_DAILY_MAX_CALLS },
  };
}

export function classifierConfigOf(env: Env): ClassifierConfig {
  return env.CLASSIFIER === 'rules'
    ? { kind: 'rules' }
    : { kind: 'llm', ...llmClassifierConfigOf(env) };
}
