// An insight's opportunity from the model: its text when it passes checkOpportunity, else the
// local writer's. Every call is recorded with the purpose 'insight'.
import { localWriter, type OpportunityFacts } from '@gitsignals/analysis';
import { generateText, Output } from 'ai';
import { z } from 'zod';
import { failureOf, MAX_OUTPUT_TOKENS, paidUsage, recordCall, type LlmWriting } from './llm-call';
import { checkOpportunity, OPPORTUNITY_SYSTEM_PROMPT, opportunityPrompt } from './opportunity';

const opportunityOutputSchema = z.object({
  opportunity: z
    .string()
    .describe('One or two sentences naming the project and the matched entry, then one action.'),
});

export async function writeOpportunityText(
  writing: LlmWriting,
  facts: OpportunityFacts,
): Promise<string> {
  const { config, deps, model } = writing;
  const started = deps.now().getTime();
  const signal = AbortSignal.timeout(config.timeoutMs);
  let reason: string;
  try {
    const result = await generateText({
      model,
      system: OPPORTUNITY_SYSTEM_PROMPT,
      prompt: opportunityPrompt(facts),
      output: Output.object({ schema: opportunityOutputSchema, name: 'insight_opportunity' }),
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      maxRetries: config.maxRetries,
      abortSignal: signal,
    });
    const checked = checkOpportunity(result.output.opportunity, facts);
    await recordCall(writing, 'insight', started, checked.ok ? 'ok' : 'invalid', result.totalUsage);
    if (checked.ok) return checked.text;
    reason = `the opportunity ${checked.reason}`;
  } catch (error) {
    const failure = failureOf(error, signal);
    await recordCall(writing, 'insight', started, failure.outcome, paidUsage(error));
    reason = failure.reason;
  }
  deps.log('warn', `LLM writer fell back to the local writer for an insight: ${reason}`, {
    project: facts.item.projectName,
    date: facts.item.analysisDate,
    profile: facts.profileType,
  });
  return localWriter.writeOpportunity(facts);
}
