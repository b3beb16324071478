// upgrade_migration: contract/protocol version upgrades, hard forks, state or schema migrations.
import { when, type Evidence } from './evidence';
import type { CommitContext } from './commit-context';
import { findingOf } from './rules-security';
import { list, wordsRe } from './words';
// "upgradeable" describes contracts (OpenZeppelin's upgradeable package), not an upgrade.
const UPGRADE_RE = wordsRe(
  [
    'upgrades?',
    'upgraded',
    'upgrading',
    'migrat(?:e|es|ed|ing|ion|ions)',
    'hard ?forks?',
    'hardforks?',
    'network upgrades?',
    'protocol upgrades?',
    'storage layout',
    'reinitiali[sz](?:e|er|ation)',
    'uups',
    'transparent proxy',
    'beacon proxy',
    'proxy upgrades?',
    'v\\d+ ?(?:->|→|to) ?v\\d+',
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
    'app ?version',
  ],
  true,
);
// Upgrading a *dependency* is a tech stack change, not a protocol upgrade.
const DEPENDENCY_UPGRADE =
  /\b(?:upgrade|update|bump|migrate|move)s?\s+(?:to\s+)?(?:linters?|golangci-lint|clippy|go|golang|rust|node|nodejs|solc|solidity|foundry|forge|hardhat|typescript|yarn|pnpm|npm|eslint|prettier|vitest|jest|react|next|python|cargo|geth|go-ethereum|revm|alloy|reth|cosmos-sdk|cometbft|tendermint|ibc-go|openzeppelin|oz|forge-std|ethers|viem|wagmi|deps?|dependenc(?:y|ies)|packages?|crates?|toolchain|msrv)\b/;
// Comet keeps governance proposals as deployments/<chain>/<market>/migrations/*: only those
// named for an upgrade or migration are one.
const PROPOSAL_MIGRATION = /(^|\/)deployments\/.*\/migrations\/(?![^/]*(?:upgrade|migrat))[^/]+$/i;
const UPGRADE_PATH =
  /(^|\/)(migrations?|upgrades?)\/|(upgrade|migrat)\w*\.(s\.sol|sol|ts|go|rs|sql|py)$|storage-?layout/i;

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
  if (depOnly || depCommit || DEPENDENCY_UPGRADE.test(text)) return null;
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
  if (UPGRADE_RE.test(topic)) return 'subject-keyword';
  // A new migration or upgrade script is evidence; edits to old ones are maintenance.
  // A node's database schema migration shipped with a feature or fix is routine.
  const routineSql = (path: string): boolean =>
    /\.sql$/.test(path) && ['feat', 'fix'].includes(msg.type ?? '');
  return when(
    codeFiles.some(
      (f) =>
        UPGRADE_PATH.test(f.path) &&
        f.status === 'A' &&
        !PROPOSAL_MIGRATION.test(f.path) &&
        !routineSql(f.path),
    ),
    'new-upgrade-script',
  );
}
