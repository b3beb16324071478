// upgrade_migration: contract/protocol version upgrades, hard forks, state or schema migrations.
import { when, type Evidence } from './evidence';
import type { CommitContext, KindedFile } from './commit-context';
import { findingOf } from './rules-security';
import { list, wordsRe } from './words';
// "upgradeable" describes contracts (OpenZeppelin's upgradeable package), not an upgrade.
const UPGRADE_WORDS = wordsRe(
  [
    'upgrades?',
    'upgraded',
    'upgrading',
    'migrat(?:e|es|ed|ing|ion|ions)',
    'network upgrades?',
    'protocol upgrades?',
    'storage layout',
    'reinitiali[sz](?:e|er|ation)',
    'uups',
    'transparent proxy',
    'beacon proxy',
    'proxy upgrades?',
    'v\\d+ ?(?:->|→|to) ?v\\d+',
    'app ?version',
  ],
  true,
);
// Named network upgrades: often the upgrade itself, often only work that lands with it.
const FORK_NAMES = wordsRe(
  [
    'hard ?forks?',
    'hardforks?',
    'cancun',
    'dencun',
    'prague',
    'pectra',
    'osaka',
    'fusaka',
    'glamsterdam',
    'amsterdam',
    'shanghai',
    'capella',
    'deneb',
    'electra',
    'fulu',
    'gloas',
    'bpo\\d',
    'ecotone',
    'fjord',
    'granite',
    'holocene',
    'isthmus',
    'jovian',
    'arbos ?\\d+',
    'canyon',
    'regolith',
  ],
  true,
);
const FORK_SCHEDULE =
  /\b(?:dates?|times?|timestamps?|blocks?|heights?|activation|activates?|schedules?|scheduled)\b/;
const UPGRADE_RE = new RegExp(`${UPGRADE_WORDS.source}|${FORK_NAMES.source}`, 'i');
// Upgrading a *dependency* is a tech stack change, not a protocol upgrade.
const DEPENDENCY_UPGRADE =
  /\b(?:upgrade|update|bump|migrate|move)s?\s+(?:to\s+)?(?:linters?|golangci-lint|clippy|go|golang|rust|node|nodejs|solc|solidity|foundry|forge|hardhat|typescript|yarn|pnpm|npm|eslint|prettier|vitest|jest|react|next|python|cargo|geth|go-ethereum|revm|alloy|reth|cosmos-sdk|cometbft|tendermint|ibc-go|openzeppelin|oz|forge-std|ethers|viem|wagmi|deps?|dependenc(?:y|ies)|packages?|crates?|toolchain|msrv)\b/;
// ...and so is "Upgrade to wincode 0.4.1", "upgraded dependencies to latest 1.85 compatible
// versions", "hardhat v3 migration", "Fix hasher performance degradation caused by rust upgrade".
const LIBRARY_UPGRADE =
  /^upgrade[sd]?\s+(?:to\s+)?(?:`?[a-z][\w@/.-]*`?\s+)?`?v?\d+\.\d+|\b(?:dependencies|deps|crates)\b|\b(?:rust|go|golang|node|solc|toolchain|compiler|wasmer|react|hardhat|foundry)\s+(?:v?\d[\w.]*\s+)?(?:upgrades?|migration)\b/;
// Comet keeps governance proposals as deployments/<chain>/<market>/migrations/*: only those
// named for an upgrade or migration are one.
const PROPOSAL_MIGRATION = /(^|\/)deployments\/.*\/migrations\/(?![^/]*(?:upgrade|migrat))[^/]+$/i;
const UPGRADE_PATH =
  /(^|\/)(migrations?|upgrades?)\/|(upgrade|migrat)\w*\.(s\.sol|sol|ts|go|rs|sql|py)$|storage-?layout/i;

// Where an upgrade's own code lives: Lido's contracts/upgrade/V3Template.sol and
// scripts/upgrade/steps/, EigenLayer's script/releases/v1.12.0-incentive-council/, a Cosmos
// app's upgrades.go, op-chain-ops/upgrades/. Helpers, interfaces, mocks and env checks beside
// them are tooling ("fix: integrations upgrade run without GENESIS_TIME" edits 0000-check-env.ts).
const UPGRADE_CODE =
  /(?:^|\/)(?:upgrades?|releases\/v\d[^/]*)\/|(?:^|\/)upgrades?\.(?:go|rs|ts|sol)$/i;
const UPGRADE_TOOLING = /(?:^|\/)(?:utils?|helpers?|interfaces?|mocks?)\/|check-env|mock/i;
const SOURCE = /\.(?:sol|vy|ts|js|go|rs|py|move)$/;
// Upgrade tooling at work, not the upgrade: "fail upgrade on integrations if execute tx gas >
// fusaka limit", "update ownerships of contracts for upgrade testing", "remove 2nd validator from
// command that prepares GW migration calldata" (the adjudicator: env checks, mocks and
// gas-limit checks in upgrade tooling are plain).
const UPGRADE_TOOLING_WORDS =
  /\b(?:tests?|testing|integrations|env|environment|mocks?|ci|gas limits?|dry[- ]?runs?|merge|warnings?|semver|lint|format(?:ting)?|calldata)\b/;

/** The share of a commit's source files that are an upgrade's own code. */
function upgradeCodeShare(ctx: CommitContext): number {
  const code = ctx.codeFiles.filter((f) => SOURCE.test(f.path));
  const upgrade = code.filter(
    (f) => f.status !== 'D' && UPGRADE_CODE.test(f.path) && !UPGRADE_TOOLING.test(f.path),
  );
  return code.length === 0 ? 0 : upgrade.length / code.length;
}

export function upgradeEvidence(ctx: CommitContext): Evidence {
  const { msg, topic, text, files, codeFiles } = ctx;
  // "refactor: migrate to using scaled balances" moves code, not state or versions.
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor') return null;
  // "Ackee[W2]: Safe to L2 Migration Adjustments" answers a finding in migration code.
  if (findingOf(ctx) !== null) return null;
  const depOnly = files.every((f) =>
    list(`
    manifest toolchain submodule lockfile ci docs changelog generated
  `).includes(f.kind),
  );
  const depCommit =
    msg.type === 'deps' || msg.type === 'build' || /\bdeps?\b/.test(msg.scope ?? '');
  // "automated protocol upgrade for …" ships as crate bumps, but it is a protocol upgrade.
  if (/\bprotocol upgrades?\b/.test(text) && !msg.isRevert) return 'protocol-upgrade';
  if (depOnly || depCommit || DEPENDENCY_UPGRADE.test(text) || LIBRARY_UPGRADE.test(text))
    return null;
  // "migration tool", "migration fails upon integration tests", "vocs migration", "migrate
  // safe addresses": a migration counts only when state, storage, schemas or versions move.
  const migrationOnly =
    /\bmigrat/.test(text) &&
    !UPGRADE_RE.test(text.replace(/\bmigrat\w*/g, ' ')) &&
    !/\b(?:state|storage|schemas?|db|database|data|balances?|slots?|positions?|contracts?|protocol|proxy|v\d+|to\s+v?\d|layout|records?|accounts?|tokens?|liquidity|vaults?|l2|chain)\b/.test(
      text,
    );
  if (migrationOnly && !codeFiles.some((f) => UPGRADE_PATH.test(f.path))) return null;
  // "Upgrade prover version" bumps a version number: a release, not a protocol upgrade.
  if (/^upgrade\s+(?:\S+\s+)?version\b/.test(text)) return null;
  // "chore: bump core to v0.39.14 and v5 to v5.0.12": versions move, nothing upgrades.
  if (ctx.verb === 'bump' || UPGRADE_TOOLING_WORDS.test(text)) return null;
  // "Upgrade abseil to August 2025", "Migrate Hashi SDK into the monorepo": a subject that opens
  // on the verb upgrades or moves something as often as it is a protocol upgrade; the upgrade
  // named as what changes ("add v6 upgrade handler", "v5 emissions module migration") is surer.
  if (UPGRADE_WORDS.test(topic))
    return /^(?:upgrade|migrate)\b/.test(ctx.verb) ? 'upgrade-verb' : 'upgrade-words';
  // A fork's schedule is the network upgrade ("params: set osaka and BPO1 & BPO2 mainnet
  // dates"); work that only lands with the fork is not ("core/vm: initialize the bogota
  // instructions from Amsterdam").
  if (FORK_NAMES.test(topic)) return FORK_SCHEDULE.test(text) ? 'fork-schedule' : 'fork-name';
  // "chore: remove redundant AragonAppImpl check" in V3Template.sol, "fix: deploy script" in
  // script/releases/v1.8.0-hourglass/: most of the commit is an upgrade's own code.
  if (upgradeCodeShare(ctx) >= 0.3) return 'upgrade-code';
  return when(
    codeFiles.some((f) => isNewUpgradeScript(f, msg.type)),
    'new-upgrade-script',
  );
}

// A node's database schema migration (core/store/migrate/migrations/0244_….sql, Ecto's
// priv/arbitrum/migrations/….exs) shipped with a feature or fix is routine.
const DB_MIGRATION = /\.(?:sql|exs)$/;
// Files an upgrade's tests or mocks read ("scripts/upgrade/steps-upgrade-for-tests-hoodi.json").
const TEST_OR_MOCK = /(?:^|[-_./])(?:tests?|mocks?)(?:[-_./]|$)/i;

/** A new migration or upgrade script is evidence; edits to old ones are maintenance. */
function isNewUpgradeScript(f: KindedFile, type: string | null): boolean {
  if (f.status !== 'A' || !UPGRADE_PATH.test(f.path) || PROPOSAL_MIGRATION.test(f.path))
    return false;
  if (DB_MIGRATION.test(f.path)) return !['feat', 'fix'].includes(type ?? '');
  return SOURCE.test(f.path) && !TEST_OR_MOCK.test(f.path.slice(f.path.lastIndexOf('/') + 1));
}
