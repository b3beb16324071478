// The LLM writer's text in the local writer's layout, so the app shows both alike: one line per
// signal ("Security fixes: … (abc1234); …"), then the releases, surge, activity and noise lines,
// which are facts and stay exactly as the local writer words them.
import {
  localWriter,
  SIGNAL_TITLES,
  type WriterFacts,
  type WrittenFeedText,
} from '@gitsignals/analysis';
import type { CheckedHighlight } from './citations';

/** Highlights shown on one line; the rest of the line's commits are counted. */
const PER_LINE = 5;
const OTHER_CHANGES = 'Other changes';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

function listJoin(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

interface Line {
  label: string;
  shas: Set<string>;
}

/** The labelled lines a highlight can land on, in the local writer's order and wording. */
function linesOf(facts: WriterFacts): Line[] {
  const lines: Line[] = [];
  for (const section of facts.sections) {
    // Releases get their own factual line (tags and versions), as in the local writer.
    if (section.signal === 'release') continue;
    let label = section.title;
    if (section.signal === 'chain_expansion' && facts.newChains.length > 0)
      label += ` (${facts.newChains.join(', ')})`;
    lines.push({ label, shas: new Set(section.commits.map((c) => c.sha)) });
  }
  if (facts.otherChanges.length > 0)
    lines.push({ label: OTHER_CHANGES, shas: new Set(facts.otherChanges.map((c) => c.sha)) });
  return lines;
}

const cite = (shas: string[]): string => `(${shas.map((s) => s.slice(0, 7)).join(', ')})`;

function lineText(line: Line, highlights: CheckedHighlight[]): string {
  const shown = highlights.slice(0, PER_LINE);
  const covered = new Set(shown.flatMap((h) => h.shas).filter((s) => line.shas.has(s)));
  const rest = line.shas.size - covered.size;
  const more = rest > 0 ? `; and ${plural(rest, 'more commit')}` : '';
  return `${line.label}: ${shown.map((h) => `${h.text} ${cite(h.shas)}`).join('; ')}${more}.`;
}

/**
 * Content: each signal line with the model's highlights (a highlight sits on the most
 * important line one of its commits belongs to); lines the model said nothing about keep the
 * local writer's wording, so no signal disappears.
 */
function composeContent(
  facts: WriterFacts,
  highlights: CheckedHighlight[],
  localContent: string,
): string {
  const lines = linesOf(facts);
  const byLabel = new Map<string, CheckedHighlight[]>();
  for (const h of highlights) {
    const line = lines.find((l) => h.shas.some((s) => l.shas.has(s)));
    if (line === undefined) continue;
    byLabel.set(line.label, [...(byLabel.get(line.label) ?? []), h]);
  }
  return localContent
    .split('\n')
    .map((text) => {
      const line = lines.find((l) => text.startsWith(`${l.label}: `));
      const own = line ? byLabel.get(line.label) : undefined;
      return line && own ? lineText(line, own) : text;
    })
    .join('\n');
}

/** The sizing sentence of the local writer's summary: counts and the leading signals. */
function sizeSentence(facts: WriterFacts): string {
  const { meaningfulCommits, contributors, repositories } = facts.counts;
  const where =
    repositories.length > 1
      ? ` across ${plural(repositories.length, 'repository', 'repositories')}`
      : '';
  const labels = facts.signals.slice(0, 3).map((s) => SIGNAL_TITLES[s].toLowerCase());
  const carrying = labels.length > 0 ? `, with ${listJoin(labels)}` : '';
  const text = `${plural(meaningfulCommits, 'meaningful commit')} by ${plural(contributors, 'contributor')}${where}${carrying}.`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** Summary sentences shown at most: with the sizing sentence, the local writer's two plus one. */
const SUMMARY_SENTENCES = 2;

export interface CheckedText {
  /** Null: the model's title failed the checks; the local title is used. */
  title: string | null;
  /** Cited sentences, citations removed; empty: the local summary is used. */
  summarySentences: string[];
  highlights: CheckedHighlight[];
}

export function composeText(facts: WriterFacts, checked: CheckedText): WrittenFeedText {
  const local = localWriter.write(facts);
  const summary =
    checked.summarySentences.length > 0
      ? `${checked.summarySentences.slice(0, SUMMARY_SENTENCES).join(' ')} ${sizeSentence(facts)}`
      : local.summary;
  return {
    title: checked.title ?? local.title,
    summary,
    content: composeContent(facts, checked.highlights, local.content),
  };
}
