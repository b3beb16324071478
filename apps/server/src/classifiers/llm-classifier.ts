// The LLM classifier: commits in batches of CLASSIFIER_BATCH_SIZE, LLM_CONCURRENCY calls at once,
// each under the daily budget; a batch the budget stops, or whose call fails, is decided by the
// rules. Built from the writers' model factory and provider settings, recorded in llm_calls.
import type { ClassifierVerdict, CommitInput, SignalCandidate } from '@gitsignals/analysis';
import { sortSignals } from '@gitsignals/domain';
import type { LlmWriting } from '../writers/llm-call';
import { limiter } from '../writers/limiter';
import { languageModelOf } from '../writers/llm-model';
import { priceOf } from '../writers/prices';
import type { WriterDeps } from '../writers/writer-deps';
import type { LlmClassifierConfig } from './classifier-config';
import { PROMPT_VERSION } from './classification-prompt';
import { classifyBatch, fellBack, type BatchResult } from './classify-batch';
import type { ClassificationRun, CommitClassifier } from './commit-classifier';
import { dailyBudget } from './daily-budget';

function batchesOf<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createLlmClassifier(
  config: LlmClassifierConfig,
  deps: WriterDeps,
): CommitClassifier {
  const { llm } = config;
  const writing: LlmWriting = { config: llm, deps, model: languageModelOf(llm) };
  const inTurn = limiter(llm.concurrency);
  const budget = dailyBudget(config.budget, deps);
  if (priceOf(llm.model) === null)
    deps.log(
      'warn',
      `no price for model ${llm.model} in writers/prices.ts: classification costs are recorded as 0, only CLASSIFIER_DAILY_MAX_CALLS bounds them`,
    );

  async function runBatch(batch: CommitInput[]): Promise<BatchResult> {
    if (!(await budget.reserve()))
      return { decisions: fellBack(batch, 'budget', false), strays: [], call: null };
    let call: BatchResult['call'] = null;
    try {
      const result = await classifyBatch(writing, batch);
      call = result.call;
      return result;
    } finally {
      budget.release(call);
    }
  }

  return {
    name: `${llm.provider}:${llm.model}`,
    promptVersion: PROMPT_VERSION,
    async classify(commits): Promise<ClassificationRun> {
      const results = await Promise.all(
        batchesOf(commits, config.batchSize).map((batch) => inTurn(() => runBatch(batch))),
      );
      return {
        decisions: results.flatMap((r) => r.decisions),
        strays: results.flatMap((r) => r.strays),
        calls: results.flatMap((r) => (r.call ? [r.call] : [])),
      };
    },
    verdictOf(candidates: readonly SignalCandidate[]): ClassifierVerdict {
      const shown = candidates.filter((c) => c.confidence >= config.minConfidence);
      return { candidates: [...candidates], signals: sortSignals(shown.map((c) => c.signal)) };
    },
  };
}
