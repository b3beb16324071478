// A feed item's text from the model: one call per part of the day (the most important commits
// first), only the claims whose citations check out, laid out like the local writer's text. Any
// failure falls back to the local writer for the whole day, so a run never stops for the model.
import {
  localWriter,
  type HighlightFact,
  type WriterFacts,
  type WrittenFeedText,
} from '@gitsignals/analysis';
import { generateText, Output } from 'ai';
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
import {
  failureOf,
  MAX_OUTPUT_TOKENS,
  paidUsage,
  recordCall,
  type LlmWriting,
  type Usage,
} from './llm-call';
import { commitsOf, promptFor, SYSTEM_PROMPT } from './prompt';

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

/** Highlights kept from one call; the prompt asks for at most this many. */
const HIGHLIGHTS_PER_CALL = 8;

interface Checked {
  title: string | null;
  summarySentences: string[];
  highlights: CheckedHighlight[];
  dropped: Dropped[];
}

/** A call that gave nothing usable (already recorded): the day falls back to the local writer. */
class WriteFailure extends Error {}

export async function writeFeedText(
  writing: LlmWriting,
  facts: WriterFacts,
): Promise<WrittenFeedText> {
  const { config, deps } = writing;
  const commits = commitsOf(facts);
  const parts: HighlightFact[][] = [];
  for (let i = 0; i < commits.length; i += config.maxInputCommits)
    parts.push(commits.slice(i, i + config.maxInputCommits));
  try {
    const results: Checked[] = [];
    // One part after another: a failure stops the day before it spends on the rest.
    for (const [i, part] of parts.entries())
      results.push(await writePart(writing, facts, part, i + 1, parts.length));
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
    return { ...localWriter.write(facts), fallback: error.message };
  }
}

/** One call for one part of the day: checked claims, or a WriteFailure (already recorded). */
async function writePart(
  writing: LlmWriting,
  facts: WriterFacts,
  commits: HighlightFact[],
  part: number,
  parts: number,
): Promise<Checked> {
  const { config, deps, model } = writing;
  const started = deps.now().getTime();
  const signal = AbortSignal.timeout(config.timeoutMs);
  let output: WriterOutput;
  let usage: Usage;
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
    await recordCall(writing, 'feed_item', started, outcome, paidUsage(error));
    throw new WriteFailure(reason);
  }
  const checked = checkOutput(output, commits, facts.project.name);
  const outcome = checked.highlights.length > 0 ? 'ok' : 'invalid';
  await recordCall(writing, 'feed_item', started, outcome, usage);
  if (checked.dropped.length > 0)
    deps.log('warn', 'LLM claims dropped: they cite no commit or an unknown one', {
      project: facts.project.slug,
      date: facts.analysisDate,
      dropped: checked.dropped,
    });
  if (outcome === 'invalid') throw new WriteFailure('no highlight cites a commit it was given');
  return checked;
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
