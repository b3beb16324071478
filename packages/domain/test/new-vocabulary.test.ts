// Adding a signal (or a stack category) is one registry record, and the compiler then lists
// every table elsewhere that must handle it. This builds a test copy of the registry with a
// made-up record, type-checks every workspace against it and compares what the compiler reports
// with the tables we know of. A new table keyed by signal is listed here when it is added; a
// table that would miss a new signal silently (a Partial<>, a hand-written set) is what this
// test exists to prevent.
import { describe, expect, it } from 'vitest';
import { reportedWith, type Patch, type Reported } from './patched-program';

const madeUpSignal: Patch = {
  file: 'packages/domain/src/signals/registry.ts',
  before: '} satisfies Record<string, SignalRecord>;',
  insert: `  made_up_signal: {
    title: 'Made-up signal',
    definition: 'exists only in this test',
    priority: 'low',
    importance: 19,
    weight: 1,
    aliases: ['made up'],
    nounVerb: null,
    impact: { user: 'Nobody notices.', business: 'changes nothing', window: 'Nothing changes' },
    quarterly: { topPriority: false },
  },
`,
};

const madeUpStackCategory: Patch = {
  file: 'packages/domain/src/stack-categories.ts',
  before: '} satisfies Record<string, StackCategoryRecord>;',
  insert: `  made_up_category: {
    title: 'Made-up category',
    singleProviderRole: null,
    defaultRole: 'generic',
    purpose: 'nothing',
  },
`,
};

const where = (r: Reported) => `${r.file} ${r.declaration}`;

/** A table lacking a key: "Property 'x' is missing in type …" or "… missing the following properties". */
const lacksKey = (r: Reported) =>
  /is missing in type|missing the following properties/.test(r.message);

describe('a new signal or stack category', () => {
  // Compiling the six workspaces takes a while, the more so on a busy machine.
  const compile = { timeout: 300_000 };

  it('makes the compiler list every table that lacks it', compile, () => {
    const reported = reportedWith([madeUpSignal, madeUpStackCategory]);
    expect(reported.filter(lacksKey).map(where)).toEqual([
      // the classifier's rule per signal
      'packages/analysis/src/classify-commit.ts RULES',
      // an Agent Hub insight's reason per role, and the change's noun (ADR 041)
      'packages/analysis/src/insights/role-reasons.ts ROLE_REASONS',
      'packages/analysis/src/insights/role-reasons.ts SIGNAL_NOUNS',
      // the feed-tag group of a stack change's technologies
      'packages/analysis/src/stacks/describe-changes.ts TAG_GROUP',
      // the technology profile's list per category in the API schema
      'packages/contracts/src/stacks.ts categoryLists',
    ]);
    const message = (table: string) => reported.find((r) => where(r) === table)?.message;
    expect(message('packages/analysis/src/classify-commit.ts RULES')).toContain(
      "Property 'made_up_signal' is missing",
    );
    expect(message('packages/contracts/src/stacks.ts categoryLists')).toContain(
      "Property 'made_up_category' is missing",
    );
    // Everything else the compiler reports follows from those tables (the web's stack screen
    // reads the profile's lists): it goes once the tables have the new key.
    for (const r of reported.filter((x) => !lacksKey(x)))
      expect(r.file, where(r)).toBe('apps/web/src/features/stacks/lib/stack-categories.ts');
  });

  it('cannot be added without every field of its record', compile, () => {
    const bare: Patch = { ...madeUpSignal, insert: "  made_up_signal: { title: 'Made up' },\n" };
    const reported = reportedWith([bare], ['packages/domain']);
    const record = reported.find((r) => r.declaration === 'made_up_signal');
    expect(record?.file).toBe('packages/domain/src/signals/registry.ts');
    expect(record?.message).toMatch(/missing the following properties.*definition, priority/s);
  });
});
