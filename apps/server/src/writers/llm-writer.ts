// The LLM writer: asks a model for a title, a summary and cited highlights, keeps only the
// claims whose citations check out, and lays them out like the local writer. Any failure
// (timeout, provider error, output that is not the schema, nothing cited) falls back to the
// local writer for that item, so a run never stops for the model. Every call is recorded.
import {
  localWriter,
  type HighlightFact,
  type OpportunityFacts,
  type Writer,
  type WriterFacts,
  type WrittenFeedText,
} from '@gitsignals/analysis';
import {
  recordLlmCall,
  type Database,
  type LlmCallOutcome,
  type LlmCallRecord,
} from '@gitsignals/db';
import { generateText, NoObjectGeneratedError, Output, type LanguageModel } from 'ai';
import { z } from 'zod';
import {
  checkHighlight,
  checkSummary,
  checkTitle,
  isDropped,
  type CheckedHighlight,
  type Dropped,
} from './citations';
import { composeText } from './compose';
import type { LlmConfig } from './llm-config';
import { languageModelOf } from './llm-model';
import { checkOpportunity, OPPORTUNITY_SYSTEM_PROMPT, opportunityPrompt } from './opportunity';
import { costOf, priceOf } from './prices';
import { commitsOf, promptFor, SYSTEM_PROMPT } from './prompt';

export type WriterLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  details?: Record<string, unknown>,
) => void;

export interface WriterDeps {
  /** Where llm_calls rows go; without it calls are only reported to onCall. */
  db?: Database | undefined;
  log: WriterLog;
  now: () => Date;
  /** Told about every call after it is recorded (the bench reads tokens from it). */
  onCall?: ((call: LlmCallRecord) => void) | undefined;
}

const writerOutputSchema = z.object({
  title: z.string().describe('At most 100 characters, starting with the project name; no sha.'),
  summary: z
    .string()
    .describe('One or two sentences, each ending with the short shas it rests on in parentheses.'),
  highlights: z
    .array(
      z.object({
        text: z.string().describe('One short past-tense clause, no sha.'),
        shas: z.array(z.string()).describe('Short shas of the commits described, from the list.'),
      }),
    )
    .describe('Most important first, at most 8.'),
});
type WriterOutput = z.infer<typeof writerOutputSchema>;

const opportunityOutputSchema = z.object({
  opportunity: z
    .string()
    .describe('One or two sentences naming the project and the matched entry, then one action.'),
});

/** Highlights kept from one call; the prompt asks for at most this many. */
const HIGHLIGHTS_PER_CALL = 8;
/** Room for the JSON answer (and a reasoning model's thinking) without letting a call run away. */
const MAX_OUTPUT_TOKENS = 4000;

interface Checked {
  title: string | null;
  summarySentences: string[];
  highlights: CheckedHighlight[];
  dropped: Dropped[];
}

function checkOutput(output: WriterOutput, commits: HighlightFact[], project: string): Checked {
  const highlights: CheckedHighlight[] = [];
  const dropped: Dropped[] = [];
  for (const h of output.highlights.slice(0, HIGHLIGHTS_PER_CALL)) {
    const checked = checkHighlight(h, commits);
    if (isDropped(checked)) dropped.push(checked);
    else highlights.push(checked);
  }
  const summary = checkSummary(output.summary, commits);
  const title = checkTitle(output.title, commits, project);
  if (title === null)
    dropped.push({ text: output.title, reason: 'title is empty or cites an unknown sha' });
  return {
    title,
    summarySentences: summary.sentences,
    highlights,
    dropped: [...dropped, ...summary.dropped],
  };
}

class WriteFailure extends Error {}

/** Runs at most `n` tasks at a time; the others wait in order. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

function failureOf(
  error: unknown,
  signal: AbortSignal,
): { outcome: LlmCallOutcome; reason: string } {
  if (signal.aborted) return { outcome: 'timeout', reason: 'timed out' };
  if (NoObjectGeneratedError.isInstance(error))
    return { outcome: 'invalid', reason: `output is not the schema: ${error.message}` };
  return { outcome: 'error', reason: error instanceof Error ? error.message : String(error) };
}

export function createLlmWriter(config: LlmConfig, deps: WriterDeps): Writer {
  const model: LanguageModel = languageModelOf(config);
  const inTurn = limiter(config.concurrency);
  if (priceOf(config.model) === null)
    deps.log(
      'warn',
      `no price for model ${config.model} in writers/prices.ts: its cost is recorded as 0`,
    );

  async function record(
    call: Omit<LlmCallRecord, 'purpose' | 'provider' | 'model' | 'costUsd'>,
    purpose = 'feed_item',
  ) {
    const full: LlmCallRecord = {
      purpose,
      provider: config.provider,
      model: config.model,
      costUsd: costOf(config.model, call.inputTokens, call.outputTokens),
      ...call,
    };
    if (deps.db) {
      // A lost audit row must not cost the written text: log it and go on.
      await recordLlmCall(deps.db, full).catch((err: unknown) =>
        deps.log('error', 'could not record an LLM call', { err: String(err) }),
      );
    }
    deps.onCall?.(full);
  }

  /** One call for one part of the day: checked claims, or a WriteFailure (already recorded). */
  async function writePart(
    facts: WriterFacts,
    commits: HighlightFact[],
    part: number,
    parts: number,
  ): Promise<Checked> {
    const started = deps.now().getTime();
    const signal = AbortSignal.timeout(config.timeoutMs);
    let output: WriterOutput;
    let usage: { inputTokens?: number | undefined; outputTokens?: number | undefined };
    try {
      const result = await generateText({
        model,
        system: SYSTEM_PROMPT,
        prompt: promptFor(facts, { commits, part, parts }),
        output: Output.object({ schema: writerOutputSchema, name: 'feed_item_text' }),
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        maxRetries: config.maxRetries,
        abortSignal: signal,
      });
      output = result.output;
      usage = result.totalUsage;
    } catch (error) {
      const { outcome, reason } = failureOf(error, signal);
      const paid = NoObjectGeneratedError.isInstance(error) ? error.usage : undefined;
      await record({
        inputTokens: paid?.inputTokens ?? 0,
        outputTokens: paid?.outputTokens ?? 0,
        durationMs: deps.now().getTime() - started,
        outcome,
      });
      throw new WriteFailure(reason);
    }
    const checked = checkOutput(output, commits, facts.project.name);
    const outcome = checked.highlights.length > 0 ? 'ok' : 'invalid';
    await record({
      inputTokens: usage.inputTokens ?? 0,
      outputTokens: usage.outputTokens ?? 0,
      durationMs: deps.now().getTime() - started,
      outcome,
    });
    if (checked.dropped.length > 0)
      deps.log('warn', 'LLM claims dropped: they cite no commit or an unknown one', {
        project: facts.project.slug,
        date: facts.analysisDate,
        dropped: checked.dropped,
      });
    if (outcome === 'invalid') throw new WriteFailure('no highlight cites a commit it was given');
    return checked;
  }

  async function writeDay(facts: WriterFacts): Promise<WrittenFeedText> {
    const commits = commitsOf(facts);
    const parts: HighlightFact[][] = [];
    for (let i = 0; i < commits.length; i += config.maxInputCommits)
      parts.push(commits.slice(i, i + config.maxInputCommits));
    try {
      const results: Checked[] = [];
      // One part after another: a failure stops the day before it spends on the rest.
      for (const [i, part] of parts.entries())
        results.push(await writePart(facts, part, i + 1, parts.length));
      // The first part holds the most important commits: its title and summary lead.
      const first = results[0];
      return composeText(facts, {
        title: first?.title ?? null,
        summarySentences: first?.summarySentences ?? [],
        highlights: results.flatMap((r) => r.highlights),
      });
    } catch (error) {
      if (!(error instanceof WriteFailure)) throw error;
      deps.log('warn', `LLM writer fell back to the local writer: ${error.message}`, {
        project: facts.project.slug,
        date: facts.analysisDate,
        provider: config.provider,
        model: config.model,
      });
      return localWriter.write(facts);
    }
  }

  /** An insight's opportunity: the model's text when it passes checkOpportunity, else local. */
  async function writeOpportunity(facts: OpportunityFacts): Promise<string> {
    const started = deps.now().getTime();
    const signal = AbortSignal.timeout(config.timeoutMs);
    const spent = (
      outcome: LlmCallOutcome,
      usage?: { inputTokens?: number | undefined; outputTokens?: number | undefined },
    ) =>
      record(
        {
          inputTokens: usage?.inputTokens ?? 0,
          outputTokens: usage?.outputTokens ?? 0,
          durationMs: deps.now().getTime() - started,
          outcome,
        },
        'insight',
      );
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
      await spent(checked.ok ? 'ok' : 'invalid', result.totalUsage);
      if (checked.ok) return checked.text;
      reason = `the opportunity ${checked.reason}`;
    } catch (error) {
      const failure = failureOf(error, signal);
      await spent(
        failure.outcome,
        NoObjectGeneratedError.isInstance(error) ? error.usage : undefined,
      );
      reason = failure.reason;
    }
    deps.log('warn', `LLM writer fell back to the local writer for an insight: ${reason}`, {
      project: facts.item.projectName,
      date: facts.item.analysisDate,
      profile: facts.profileType,
    });
    return localWriter.writeOpportunity(facts);
  }

  return {
    name: `${config.provider}:${config.model}`,
    write: (facts: WriterFacts): Promise<WrittenFeedText> => inTurn(() => writeDay(facts)),
    writeOpportunity: (facts: OpportunityFacts): Promise<string> =>
      inTurn(() => writeOpportunity(facts)),
  };
}
