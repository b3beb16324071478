// The LLM writer's layout: the local writer's lines, with the model's highlights on the signal
// lines they belong to and the local wording everywhere else.
import { localWriter } from '@gitsignals/analysis';
import { describe, expect, it } from 'vitest';
import { composeText } from '../src/writers/compose';
import { commitsOfDay, factsOf } from './stand-ins/llm-fixtures';

const facts = factsOf(commitsOfDay(6));
const local = localWriter.write(facts);
const sha = (i: number) => commitsOfDay(6)[i]!.sha;
const short = (i: number) => sha(i).slice(0, 7);

describe('composeText', () => {
  it('puts each highlight on the most important line one of its commits is on', () => {
    const text = composeText(facts, {
      title: 'Uniswap hardens its swap path',
      summarySentences: ['Uniswap closed a reentrancy hole.'],
      highlights: [
        // Commit 0 is a security fix, commit 1 a feature: the security line wins.
        { text: 'Closed a reentrancy hole in swaps', shas: [sha(0), sha(1)] },
        { text: 'Cached tick lookups', shas: [sha(2)] },
      ],
    });
    const lines = text.content.split('\n');
    expect(lines[0]).toBe(
      `Security fixes: Closed a reentrancy hole in swaps (${short(0)}, ${short(1)}).`,
    );
    expect(lines.find((l) => l.startsWith('Performance & gas:'))).toBe(
      `Performance & gas: Cached tick lookups (${short(2)}).`,
    );
    // Lines without a highlight keep the local wording, as do the factual lines.
    const untouched = local.content
      .split('\n')
      .filter((l) => !/^(Security fixes|Performance & gas):/.test(l));
    expect(lines.filter((l) => !/^(Security fixes|Performance & gas):/.test(l))).toEqual(untouched);
    expect(text.title).toBe('Uniswap hardens its swap path');
    expect(text.summary).toBe(
      'Uniswap closed a reentrancy hole. 6 meaningful commits by 6 contributors across 2 repositories, with security fixes, new products & features and performance & gas.',
    );
  });

  it('counts the commits of a line that no shown highlight cites', () => {
    const big = factsOf(commitsOfDay(30));
    const features = big.sections.find((s) => s.signal === 'new_feature')!;
    const text = composeText(big, {
      title: null,
      summarySentences: [],
      highlights: features.commits
        .slice(0, 7)
        .map((c, i) => ({ text: `Feature ${i}`, shas: [c.sha] })),
    });
    const line = text.content.split('\n').find((l) => l.startsWith('New products & features:'))!;
    // Five highlights a line; the other commits of the line are counted.
    expect(line.match(/Feature \d/g)).toHaveLength(5);
    expect(line).toMatch(new RegExp(`; and ${features.commits.length - 5} more commits\\.$`));
    // Without a checked title or summary, the local ones stand.
    expect(text.title).toBe(localWriter.write(big).title);
    expect(text.summary).toBe(localWriter.write(big).summary);
  });
});
