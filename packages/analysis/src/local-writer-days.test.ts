// The local writer on real days of data/activity: what a reader would notice first.
import { describe, expect, it } from 'vitest';
import { dayCommits, repoCommits } from '../test/dataset';
import { analyseActivity, buildFeedItem } from './build-feed-item';
import { localWriter } from './local-writer';
import { saysNothing } from './empty-subject';
import { parseMessage } from './parse-message';
import { subjectText } from './subject-text';
import type { CommitInput, ProjectInput } from './types';

const project = (name: string, networks: string[] = ['Ethereum']): ProjectInput => ({
  slug: name.toLowerCase(),
  name,
  category: 'DeFi',
  networks,
});

const itemOf = (p: ProjectInput, commits: CommitInput[], day: string) =>
  buildFeedItem({ project: p, commits, tags: [], analysisDate: day, daysAnalyzed: 1 });

describe('the local writer on real days', () => {
  it('never copies "Curent Dev": the 57-file Compound commit is described by its files', () => {
    const item = itemOf(
      project('Compound'),
      dayCommits('compound-finance/comet', '2026-05-29'),
      '2026-05-29',
    );
    expect(item?.title).toBe(
      'Compound changes 57 files, mostly deployment scripts for 5 networks (+4,618/−343 lines)',
    );
    expect(item?.summary).toContain('for Arbitrum, Ethereum, Mantle, Polygon and Ronin');
    expect(`${item?.title} ${item?.summary} ${item?.content}`).not.toMatch(/curent dev/i);
    expect(item?.content).toContain('(d5a30b0)');
  });

  const REPOS: [string, ProjectInput][] = [
    ['compound-finance/comet', project('Compound')],
    ['celestiaorg/celestia-app', project('Celestia', ['Celestia'])],
    ['foundry-rs/foundry', project('Foundry', [])],
    ['lidofinance/core', project('Lido')],
    ['morpho-org/morpho-blue', project('Morpho')],
    ['safe-global/safe-smart-account', project('Safe')],
  ];
  const days = REPOS.flatMap(([repo, p]) => {
    const byDay = new Map<string, CommitInput[]>();
    for (const c of repoCommits(repo)) {
      const day = c.committedAt.slice(0, 10);
      byDay.set(day, [...(byDay.get(day) ?? []), c]);
    }
    return [...byDay].map(([day, commits]) => ({ p, day, commits }));
  });

  it(`writes ${days.length} real days in grammatical, bounded, non-empty titles`, () => {
    let described = 0;
    const wrong: string[] = [];
    for (const { p, day, commits } of days) {
      const analysis = analyseActivity({
        project: p,
        commits,
        tags: [],
        analysisDate: day,
        daysAnalyzed: 1,
      });
      if (analysis === null) continue;
      const { title, summary } = localWriter.write(analysis.facts);
      if (title.length > 100 || !title.startsWith(p.name)) wrong.push(`length/name: ${title}`);
      if (/\bworks on\b|\s…|\bi\.e$/.test(`${title} ${summary}`)) wrong.push(`wording: ${title}`);
      // The word after the name is a verb in the third person, "now", or the name's colon.
      const next = title.slice(p.name.length).trim().split(' ')[0] ?? '';
      if (!/^(now|[a-z-]+s|set|:)$/.test(next) && !title.startsWith(`${p.name}:`)) {
        wrong.push(`verb: ${title}`);
      }
      // A headline commit whose message says nothing is never quoted.
      const headSha = analysis.facts.headline?.sha;
      const head = commits.find((c) => c.sha === headSha) ?? null;
      const msg = head === null ? null : parseMessage(head.message);
      const text = msg === null ? '' : subjectText(msg.text || msg.subject).text;
      if (
        msg !== null &&
        saysNothing(text) &&
        text.length > 2 &&
        !analysis.draft.signals.includes('release')
      ) {
        described += 1;
        if (title.toLowerCase().includes(` ${text.toLowerCase()}`)) wrong.push(`copied: ${title}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(described).toBeGreaterThan(0);
  }, 30_000);
});
