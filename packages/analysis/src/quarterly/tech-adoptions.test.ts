// "Technologies to adopt" (ADR 040): only what fits the project, measured against comparable
// peers, urgent only as far as the peers' adoption dates say.
import { describe, expect, it } from 'vitest';
import type { StackArrival } from '../stacks/stack-arrivals';
import { comparablePeers } from './comparable-peers';
import type {
  QuarterlyInput,
  QuarterPeer,
  StackCategories,
  StackTechnology,
} from './quarter-input';
import { techAdoptions } from './tech-adoptions';

const AS_OF = '2025-03-31';

/** The stack every peer and the project share, so they are comparable. */
const BASE: StackCategories = {
  programming_languages: ['Go', 'Solidity'],
  development_frameworks: ['Foundry', 'Testify'],
  other_infrastructure: ['Docker', 'GitHub Actions'],
  layer_1s: ['Ethereum'],
};

const adopted = (day: string, sha = 'a'.repeat(40)): StackArrival => ({
  kind: 'commit',
  sha,
  repository: 'peer/core',
  committedAt: `${day}T10:00:00.000Z`,
  recordedAt: null,
  subject: 'add it',
  file: 'go.mod',
});
const before = (day: string): StackArrival => ({ kind: 'before', day });

type Extra = [category: string, technology: string, arrival?: StackArrival, version?: string];

function peer(name: string, extra: Extra[], base: StackCategories = BASE): QuarterPeer {
  const stack: StackCategories = structuredClone(base);
  const technologies: StackTechnology[] = Object.entries(base).flatMap(([category, list]) =>
    list.map((technology) => ({ technology, category })),
  );
  for (const [category, technology, arrival, version] of extra) {
    stack[category] = [...(stack[category] ?? []), technology];
    technologies.push({
      technology,
      category,
      ...(arrival ? { arrival } : {}),
      ...(version ? { version } : {}),
    });
  }
  return { name, stack, technologies, signalDays: {}, activeDays: 10 };
}

function input(
  peers: QuarterPeer[],
  over: Partial<QuarterlyInput['project']> = {},
  stack: StackCategories = BASE,
): QuarterlyInput {
  return {
    project: { slug: 'acme', name: 'Acme', category: 'Layer 2', networks: ['Acme'], ...over },
    quarter: '2025-Q1',
    today: '2025-05-01',
    commits: [],
    releases: [],
    feedItems: [],
    stack,
    technologies: [],
    peers,
  };
}

const adoptionsOf = (i: QuarterlyInput) =>
  techAdoptions(i, comparablePeers(i.stack, i.peers), AS_OF);

describe('techAdoptions', () => {
  it('never recommends generic tooling, however many peers moved to it lately', () => {
    const generic: Extra[] = [
      ['compute', 'AWS', adopted('2025-03-01')],
      ['development_frameworks', 'Clap', adopted('2025-03-02')],
      ['development_frameworks', 'criterion', adopted('2025-03-03')],
      ['development_frameworks', 'Axum', adopted('2025-03-04')],
      ['security', 'cargo-fuzz', adopted('2025-03-05')],
      ['observability', 'tracing (Rust)', adopted('2025-03-06')],
      ['programming_languages', 'Rust', adopted('2025-03-07')],
      ['development_frameworks', 'OP Stack', adopted('2025-03-08')],
    ];
    const peers = ['A', 'B', 'C', 'D'].map((n) => peer(n, generic));
    expect(adoptionsOf(input(peers))).toEqual([]);
  });

  it('recommends a toolchain only to a project that writes the language it serves', () => {
    const alloy: Extra = ['development_frameworks', 'Alloy', adopted('2025-02-01')];
    const peers = ['A', 'B', 'C'].map((n) => peer(n, [alloy]));
    expect(adoptionsOf(input(peers))).toEqual([]);
    const rusty = { ...BASE, programming_languages: ['Go', 'Rust', 'Solidity'] };
    const rustPeers = ['A', 'B', 'C'].map((n) =>
      peer(n, [alloy], { ...BASE, programming_languages: ['Go', 'Rust', 'Solidity'] }),
    );
    expect(adoptionsOf(input(rustPeers, {}, rusty)).map((a) => a.technology)).toEqual(['Alloy']);
  });

  it('takes urgency from how many comparable peers adopted it lately, and says so', () => {
    const peers = [
      peer('A', [['data_availability', 'Celestia', adopted('2025-03-02', 'c'.repeat(40))]]),
      peer('B', [['data_availability', 'Celestia', adopted('2025-01-20', 'd'.repeat(40))]]),
      peer('C', [['data_availability', 'Celestia', before('2024-06-01')]]),
      peer('D', []),
    ];
    const [entry, ...rest] = adoptionsOf(input(peers));
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ technology: 'Celestia', urgency: 'High' });
    expect(entry!.use_case).toBe(
      "Celestia for publishing its data for availability, which Acme's stack does not show: 3 of the 4 comparable Layer 2 peers use it for that.",
    );
    expect(entry!.competitor_action).toBe(
      '2 comparable peers adopted it in the last two quarters: A on 2025-03-02 (ccccccc added go.mod) and B on 2025-01-20 (ddddddd added go.mod). Also used by C since before 2024-06-01.',
    );
  });

  it('is Medium with one recent adopter, Low when only long-established, absent otherwise', () => {
    const one = [
      peer('A', [['oracles', 'Chainlink', adopted('2025-03-02')]]),
      peer('B', [['oracles', 'Chainlink', before('2024-01-01')]]),
      peer('C', []),
      peer('D', []),
    ];
    expect(adoptionsOf(input(one))[0]).toMatchObject({
      technology: 'Chainlink',
      urgency: 'Medium',
    });
    const old = [
      peer('A', [['oracles', 'Chainlink', before('2024-01-01')]]),
      peer('B', [['oracles', 'Chainlink']]),
      peer('C', []),
      peer('D', []),
    ];
    const [low] = adoptionsOf(input(old));
    expect(low).toMatchObject({ technology: 'Chainlink', urgency: 'Low' });
    expect(low!.competitor_action).toBe(
      'No comparable peer adopted it in the last two quarters; used by A since before 2024-01-01 and B.',
    );
    // Two of five, none lately: not a gap worth a line.
    expect(adoptionsOf(input([...old, peer('E', [])]))).toEqual([]);
  });

  it("ignores what peers only have as a dependency of a dependency (Go's indirect)", () => {
    const peers = ['A', 'B', 'C'].map((n) => {
      const p = peer(n, [['compute', 'Ziren (zkMIPS)', before('2025-01-01')]]);
      return {
        ...p,
        technologies: p.technologies.map((t) =>
          t.technology === 'Ziren (zkMIPS)' ? { ...t, transitive: true as const } : t,
        ),
      };
    });
    expect(adoptionsOf(input(peers))).toEqual([]);
  });

  it('does not count an adoption made after the quarter', () => {
    const peers = [
      peer('A', [['oracles', 'Pyth', adopted('2025-04-10')]]),
      peer('B', [['oracles', 'Pyth', adopted('2025-04-12')]]),
      peer('C', []),
    ];
    expect(adoptionsOf(input(peers))).toEqual([]);
  });

  it('measures against comparable peers only: a different stack is no reference', () => {
    const solana: StackCategories = {
      programming_languages: ['Rust', 'TypeScript'],
      development_frameworks: ['Anchor'],
      layer_1s: ['Solana'],
    };
    const peers = [
      peer('Sol1', [['oracles', 'Switchboard', adopted('2025-03-01')]], solana),
      peer('Sol2', [['oracles', 'Switchboard', adopted('2025-03-02')]], solana),
      peer('Eth1', []),
      peer('Eth2', []),
    ];
    expect(comparablePeers(BASE, peers).map((c) => c.peer.name)).toEqual(['Eth1', 'Eth2']);
    expect(adoptionsOf(input(peers))).toEqual([]);
  });

  it('recommends a network to an application, never to a chain, nor one it is already on', () => {
    const peers = ['A', 'B', 'C'].map((n, i) =>
      peer(n, [['layer_2s', 'Base', adopted(`2025-03-0${i + 1}`)]]),
    );
    expect(adoptionsOf(input(peers))).toEqual([]);
    const dex = input(peers, { category: 'DEX', networks: ['Ethereum'] });
    expect(adoptionsOf(dex).map((a) => a.technology)).toEqual(['Base']);
    const onBase = input(peers, { category: 'DEX', networks: ['Ethereum', 'Base'] });
    expect(adoptionsOf(onBase)).toEqual([]);
  });

  it("names the newest version the peers' manifests ask for", () => {
    const peers = [
      peer('A', [['oracles', 'Chainlink', adopted('2025-03-02'), '1.2.0']]),
      peer('B', [['oracles', 'Chainlink', adopted('2025-02-02'), '1.10.1']]),
      peer('C', []),
    ];
    expect(adoptionsOf(input(peers))[0]!.version).toBe(
      "1.10.1 (the newest a peer's manifest asks for)",
    );
  });

  it('says nothing without the project stack or fewer than two comparable peers', () => {
    const peers = ['A', 'B'].map((n) => peer(n, [['oracles', 'Pyth', adopted('2025-03-01')]]));
    expect(adoptionsOf({ ...input(peers), stack: null })).toEqual([]);
    expect(adoptionsOf(input(peers.slice(0, 1)))).toEqual([]);
  });
});
