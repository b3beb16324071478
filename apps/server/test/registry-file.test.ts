// The project registry is checked when it is read: every entry's category is one of the domain's
// project categories, and a file with a bad entry is refused whole, each problem with its line
// and field (as import-contacts reports them).
import { readFileSync } from 'node:fs';
import { PROJECT_CATEGORIES } from '@gitsignals/domain';
import { describe, expect, it } from 'vitest';
import { parseRegistry } from '../src/collectors/demo/dataset';
import { ImportFileError } from '../src/reporting/import-problems';

const bundled = new URL('../../../data/projects.json', import.meta.url);

const entry = (slug: string, category: unknown) => ({
  slug,
  name: slug,
  category,
  networks: ['Ethereum'],
  githubOrgs: [slug],
  repos: [`${slug}/core`],
});

function refusal(text: string): ImportFileError {
  try {
    parseRegistry('projects.json', text);
  } catch (err) {
    if (err instanceof ImportFileError) return err;
    throw err;
  }
  throw new Error('the registry was accepted');
}

describe('the registry file', () => {
  it('as bundled, reads whole with only the domain categories', () => {
    const entries = parseRegistry('projects.json', readFileSync(bundled, 'utf8'));
    expect(entries).toHaveLength(649);
    expect(new Set(entries.map((e) => e.category))).toEqual(new Set(PROJECT_CATEGORIES));
  });

  it('is refused whole for an unknown category, naming each line and field', () => {
    const text = JSON.stringify(
      {
        meta: { count: 3 },
        projects: [entry('good', 'DEX'), entry('bad', 'Dex'), entry('worse', 7)],
      },
      null,
      1,
    );
    const error = refusal(text);
    const lineOf = (slug: string) =>
      text.split('\n').findIndex((l) => l.includes(`"slug": "${slug}"`));
    // An entry's line is the line of its opening brace, the one before its first field.
    expect(error.problems.map((p) => [p.line, p.field])).toEqual([
      [lineOf('bad'), 'category'],
      [lineOf('worse'), 'category'],
    ]);
    expect(error.message).toMatch(/^projects\.json: 2 problems, nothing imported:/);
    expect(error.problems[0]!.message).toMatch(
      /^"Dex" is not a project category \(expected one of: Layer 1, /,
    );
  });

  it('reports a missing field of an entry on its line', () => {
    const { slug: _slug, ...noSlug } = entry('x', 'DEX');
    const error = refusal(`{"projects": [\n${JSON.stringify(noSlug)}\n]}`);
    expect(error.problems).toMatchObject([{ line: 2, field: 'slug' }]);
  });
});
