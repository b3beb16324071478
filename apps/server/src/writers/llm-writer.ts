// The LLM writer: asks a model for a title, a summary and cited highlights (llm-feed-text.ts) or
// an insight's opportunity (llm-insight-text.ts), keeps only the claims whose citations check
// out, and falls back to the local writer on any failure (timeout, provider error, output that
// is not the schema, nothing cited), so a run never stops for the model. Every call is recorded.
import type { OpportunityFacts, Writer, WriterFacts, WrittenFeedText } from '@gitsignals/analysis';
import type { LlmWriting } from './llm-call';
import type { LlmConfig } from './llm-config';
import { writeFeedText } from './llm-feed-text';
import { writeOpportunityText } from './llm-insight-text';
import { limiter } from './limiter';
import { languageModelOf } from './llm-model';
import { priceOf } from './prices';
import type { WriterDeps } from './writer-deps';

export type { WriterDeps, WriterLog } from './writer-deps';

export function createLlmWriter(config: LlmConfig, deps: WriterDeps): Writer {
  const writing: LlmWriting = { config, deps, model: languageModelOf(config) };
  const inTurn = limiter(config.concurrency);
  if (priceOf(config.model) === null)
    deps.log(
      'warn',
      `no price for model ${config.model} in writers/prices.ts: its cost is recorded as 0`,
    );
  return {
    name: `${config.provider}:${config.model}`,
    write: (facts: WriterFacts): Promise<WrittenFeedText> =>
      inTurn(() => writeFeedText(writing, facts)),
    writeOpportunity: (facts: OpportunityFacts): Promise<string> =>
      inTurn(() => writeOpportunityText(writing, facts)),
  };
}
