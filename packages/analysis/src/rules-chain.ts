// Where the project runs: chain_expansion, deployment, bridge_integration. Chain evidence
// comes from deployment records named by chain (deployments/linea/…, deployments/8453-core.json,
// broadcast/…/42161/…) and from subjects that add a chain ("add Base", "deploy to Linea").
import { chainOfFileName, chainsInPath, chainsInText, type Chain } from './chain-catalog';
import { when, type Evidence } from './evidence';
import type { CommitContext, KindedFile } from './commit-context';
import { CLEANUP_RE, wordsRe } from './words';

const DEPLOY_DIR = /(^|\/)(deployments|broadcast|deployed|deploy-config)\//i;
const NETWORK_CONFIG =
  /(^|\/)(deploy-config|network-configs?|networks|chain-configs?)\/[^/]+\.(json|toml|ya?ml)$/i;
const EXPANSION_VERB =
  '(?:add|adds|added|adding|support|supports|supported|enable|enables|enabled|launch|launches|launched|onboard|onboards|onboarded|introduce|introduces|introduced|expand|expands|expanded)';

const ADDING_VERB = new RegExp(`^(?:${EXPANSION_VERB}|new|initial)$`);

function escapeAlias(alias: string): string {
  return alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[-\s]/g, '[\\s_-]');
}

/** Does the subject add this chain itself (not merely something on it)? */
function subjectAddsChain(text: string, chain: Chain): boolean {
  const names = chain.aliases.map(escapeAlias).join('|');
  const c = `(?:${names})`;
  const patterns = [
    // "add Base", "add support for Linea", "support Monad", "expand to Sonic"
    // …where the chain ends the phrase: "add Mantle NonceTooLow error" adds an error, not Mantle;
    // "feat: deploy megaeth", "deploy scroll, blast, mode … spoke pools".
    `(?<![\\w-])(?:${EXPANSION_VERB}|deploy|deploys|deployed|deploying)\\s+(?:(?:native\\s+)?support\\s+(?:for\\s+)?|to\\s+)?(?:the\\s+)?${c}(?![\\w-])(?:\\s*$|\\s*[,&(]|\\s+(?:and|support|network|chain|mainnet|deployments?|configs?|configuration|integration)\\b)`,
    // "add Linea support", "Base deployment", "new Monad network/chain/mainnet/integration", a
    // few words apart ("new IR for BNB on BNB Chain" adds a rate model, "add new wallets for elixir
    // deusd from plume network" wallets)
    `(?:${EXPANSION_VERB}|new|initial|basic|full|feat)\\b[\\s/]+(?:\\S+\\s+){0,3}?(?<![\\w-])${c}\\s+(?:support|deployments?|network|chain|mainnet|integration|launch|configs?|configuration)\\b`,
    `^(?<![\\w-])${c}\\s+(?:support|deployments?|mainnet|integration|launch)\\b`,
    // "deploy to Base", "deployed on Unichain", "launch on Ink", "deploy the protocol to Linea";
    // a named contract sent to a chain ("deploy oft mintburn contract to megaeth", "deployed
    // the ACP SBTs on Arbitrum") is a deployment on a chain the project has.
    `\\b(?:deploy|deploys|deployed|deploying|deployment|launch|launched|expand|expanded|expansion)\\s+(?:(?:of|the|all|our|full|core|protocol|contracts|everything|it|v\\d[\\w.]*)\\s+){0,3}?(?:to|on|onto)\\s+(?:the\\s+)?${c}(?![\\w-])`,
    // "add basic deployment addresses for ink, monad and katana chain": a chain list after a
    // deployment noun counts for each chain listed.
    `\\bdeployments?\\b.*\\b(?:for|on|to)\\s+(?:[\\w-]+(?:,\\s*|\\s+and\\s+))*${c}(?![\\w-])`,
  ];
  return patterns.some((p) => new RegExp(p, 'i').test(text));
}

export interface ChainEvidence {
  /** Chains the commit newly adds (mainnets only). */
  expansion: Chain[];
  /** Chains named by the commit's deployment records or deployment subject. */
  deployed: Chain[];
  /** What shows the expansion: a new record or config for the chain, the subject, or both. */
  evidence: Evidence;
}

// Foundry writes broadcast/<script>/<chainId>/run-latest.json on every run of every script, so a
// new one shows a new script run, not a new chain ("Add webauthn authenticator id in the enable
// event" broadcasts a validator to Polygon, where the project already was).
const BROADCAST = /(^|\/)broadcast\//i;
// hardhat-deploy writes deployments/<network>/.chainId on a network's first deployment; a later
// contract adds only its artifact ("feat: added and deployed the ACP SBTs on Arbitrum" adds
// deployments/arbitrum/SBTACPLawyer.json): the network was there before.
const CHAIN_MARKER = '.chainId';
const CONTRACT_ARTIFACT = /^[A-Z][\w-]*\.json$/;

interface ChainFiles {
  /** Chains a new per-chain record or network config adds. */
  records: Set<Chain>;
  /** Chains a new file named after the chain adds ("script/config/base-mainnet.json"). */
  configs: Set<Chain>;
  /** Chains the commit shows were already there. */
  existing: Set<Chain>;
}

const dirOf = (path: string): string => path.slice(0, path.lastIndexOf('/') + 1);

// The chain of a record is named below its records folder: tbtc-v2 keeps
// cross-chain/starknet/deployments/sepolia/.chainId, a Sepolia record of its Starknet package.
const RECORDS_FOLDER =
  /^(?:.*\/)?(?:deployments|broadcast|deployed|deployed-addresses|deploy-configs?)\//i;
const recordChains = (path: string): Chain[] => chainsInPath(path.replace(RECORDS_FOLDER, ''));

/** Chains a new record adds, or shows already existed, by where the record sits. */
function newRecordChains(f: KindedFile, markers: ReadonlySet<string>, into: ChainFiles): void {
  if (BROADCAST.test(f.path)) return;
  const base = f.path.slice(f.path.lastIndexOf('/') + 1);
  const dir = dirOf(f.path);
  // A file inside a per-network folder (deployments/arbitrum/X.json) without that folder's
  // new .chainId adds a contract to a network, not the network.
  const byDir = recordChains(dir).length > 0 && chainsInPath(base).length === 0;
  if (byDir && base !== CHAIN_MARKER && !markers.has(dir)) {
    if (CONTRACT_ARTIFACT.test(base)) for (const c of recordChains(dir)) into.existing.add(c);
    return;
  }
  for (const c of recordChains(f.path)) into.records.add(c);
}

function chainFiles(files: readonly KindedFile[]): ChainFiles {
  const out: ChainFiles = { records: new Set(), configs: new Set(), existing: new Set() };
  const markers = new Set(
    files
      .filter((f) => f.status === 'A' && f.path.endsWith(`/${CHAIN_MARKER}`))
      .map((f) => dirOf(f.path)),
  );
  for (const f of files) {
    const record = f.kind === 'deployment_record' || NETWORK_CONFIG.test(f.path);
    const named = f.kind === 'test' || f.kind === 'docs' ? undefined : chainOfFileName(f.path);
    if (f.status === 'A') {
      if (record) newRecordChains(f, markers, out);
      if (named) out.configs.add(named);
      continue;
    }
    // Any modified file under a deployments folder for a chain (records, Comet's migration
    // scripts…) or named after the chain ("zkSync_Mainnet.toml" defaults) shows the chain was
    // already there.
    if (DEPLOY_DIR.test(f.path) || NETWORK_CONFIG.test(f.path))
      for (const c of recordChains(f.path)) out.existing.add(c);
    if (named && f.status !== 'D') out.existing.add(named);
  }
  return out;
}

// "feat(monad): full Pendle deployment" (the guide's example of an expansion) completes a chain
// whose first addresses were recorded before.
const FULL_DEPLOYMENT = /\bfull\s+(?:\S+\s+){0,2}?deployments?\b/;

function expansionBlocked(ctx: CommitContext): boolean {
  const { msg, text } = ctx;
  return (
    msg.isRevert ||
    ['fix', 'test', 'tests', 'docs', 'ci', 'refactor', 'style'].includes(msg.type ?? '') ||
    /^(?:remove|delete|drop|deprecate|move|rename|reorgani[sz]e|refactor|fix|revert|migrate)\b/.test(
      ctx.verb,
    ) ||
    /\btests?\b|\btesting\b|\bsoak\b/.test(text)
  );
}

function evidenceOf(mainnets: readonly Chain[], files: ChainFiles, subject: Set<Chain>): Evidence {
  const byRecord = mainnets.some((c) => files.records.has(c));
  const byConfig = mainnets.some((c) => files.configs.has(c));
  const bySubject = mainnets.some((c) => subject.has(c));
  if ((byRecord || byConfig) && bySubject) return 'record-and-subject';
  if (byRecord) return 'new-chain-record';
  if (byConfig) return 'new-chain-config';
  return bySubject ? 'subject-adds-chain' : null;
}

export function chainEvidence(ctx: CommitContext): ChainEvidence {
  const { files, msg, text } = ctx;
  const found = chainFiles(files);
  const deployed = new Set<Chain>();
  for (const f of files)
    if (f.kind === 'deployment_record') for (const c of recordChains(f.path)) deployed.add(c);
  const expansion = new Set<Chain>();
  const fromSubject = new Set<Chain>();
  if (!expansionBlocked(ctx)) {
    for (const c of found.records) if (!found.existing.has(c)) expansion.add(c);
    // "feat: add base address" adds script/config/base-mainnet.json; "Added config for all
    // supported chains" or "gate optimism behind cargo feature" (networks/optimism.rs) does not
    // add a chain.
    if (found.configs.size <= 2 && ADDING_VERB.test(ctx.verb))
      for (const c of found.configs) if (!found.existing.has(c)) expansion.add(c);
    // A feature scope such as "feat(tempo): …" names the area being worked on, not a new
    // chain, so only the subject text counts.
    for (const c of chainsInText(msg.text)) {
      if (!found.existing.has(c) && subjectAddsChain(text, c)) {
        expansion.add(c);
        fromSubject.add(c);
      }
    }
  }
  if (!expansionBlocked(ctx) && FULL_DEPLOYMENT.test(text)) {
    for (const c of [...chainsInText(msg.scope ?? '', false), ...chainsInText(msg.text)]) {
      expansion.add(c);
      fromSubject.add(c);
    }
  }
  if (isDeploymentText(ctx)) for (const c of chainsInText(msg.text)) deployed.add(c);
  const mainnets = [...expansion].filter((c) => c.testnet !== true);
  return {
    expansion: mainnets,
    deployed: [...deployed],
    evidence: evidenceOf(mainnets, found, fromSubject),
  };
}

// "update sepolia contract address": a recorded address changes because something was deployed.
const DEPLOY_RE =
  /(?<![\w-])(?:deployed|redeploy(?:ed|s|ment)?|deployments?\s+(?:of|on|to|for)|deploy(?:s|ing)?\s+(?:\S+\s+){0,4}?(?:to|on|at)\s+\S+|deployment addresses|new addresses|(?:update|updates|updated|set|new)\s+(?:\S+\s+){0,3}?(?:contract|implementation|proxy) address(?:es)?)(?![\w-])/;
const DEPLOY_TOOLING =
  /\bdeploy(?:ment)?\s*(?:scripts?|tooling|pipeline|workflow|config|manager|tests?|docs|guide|process|flow)\b|\bdeployer\b|\blog(?:s|ging)?\b/;

function isDeploymentText(ctx: CommitContext): boolean {
  const { msg, text } = ctx;
  if (msg.brackets.some((b) => /^deploy(ment)?s?$/.test(b))) return true;
  if (msg.type === 'deploy' || msg.type === 'deployment') return true;
  return DEPLOY_RE.test(text) && !DEPLOY_TOOLING.test(text);
}

const ADDRESS_BOOK_CODE = /(?:^|\/)(?:addresses|deployed|deployments|address-?book)\.[\w.]+$/i;
// Kinds of file that record nothing about a deployment run.
const NOT_A_RECORD = new Set([
  'test',
  'lockfile',
  'manifest',
  'generated',
  'ci',
  'changelog',
  'docs',
]);

export function deploymentEvidence(ctx: CommitContext): Evidence {
  const { msg, files } = ctx;
  if (msg.isRevert) return null;
  // "chore: rename deployments.json to legacy-addresses.json": a renamed address book records
  // no new run.
  if (files.some((f) => f.kind === 'deployment_record' && f.status !== 'D' && f.status !== 'R'))
    return 'deployment-record';
  // A deployment is written down somewhere: "update sepolia contract address" edits chain info
  // JSON, "Add ADMIN_EOA address to Deployed contract" an address book in code (Deployed.s.sol).
  // Code alone records no run ("fix abigen v1 bindings for deployment of library dependencies",
  // "params: update contract addresses" in Go).
  const data = files.some(
    (f) =>
      (/\.(json|toml|ya?ml|csv|txt)$/i.test(f.path) || ADDRESS_BOOK_CODE.test(f.path)) &&
      !NOT_A_RECORD.has(f.kind),
  );
  return when(isDeploymentText(ctx) && data, 'subject-says-deployed');
}

const DEPENDENCY_WORDS = /\b(?:deps?|dependenc(?:y|ies)|packages?|crates?|versions?|cli|sdk)\b/;

// "interop" names an L2 cluster's shared-state machinery here (interop roots, dependency sets),
// which moves no assets or messages between chains by itself.
// Generic words: bridges of assets, but also Chainlink's external-adapter "bridges", bridge
// *methods* between two runtimes, an indexer's bridge config. Read apart from named protocols.
const BRIDGE_WORDS = wordsRe(
  [
    'bridges?',
    'bridged',
    'bridging',
    'cross-?chain',
    'cross chain',
    'native bridge',
    'canonical bridge',
    'shared bridge',
    'l1 ?(?:->|→|to) ?l2',
    'l2 ?(?:->|→|to) ?l1',
    'cross-?domain',
    'message passing',
    // CCIP's token pools lock, burn, release or mint what crosses ("Multi-Mechanism USDC Token
    // Pools", tbtc's "add bob ccip token pools").
    'token ?pools?',
  ],
  true,
);
const BRIDGE_RE = wordsRe(
  [
    'layerzero',
    'layer zero',
    'ofts?',
    'onfts?',
    'oapps?',
    'ccip',
    'wormhole',
    'axelar',
    'hyperlane',
    'stargate',
    'debridge',
    'connext',
    'across protocol',
    'xerc20',
    'lockbox',
    'cctp',
    'warp routes?',
  ],
  true,
);
// Neighbours of a bridge: Chainlink's pipeline "bridge task" and external-adapter "bridge
// response" (the guide), a DA client's "bridge API endpoints", FFI "bridge methods" between two
// runtimes.
const NOT_A_BRIDGE = /\bbridge\s+(?:tasks?|responses?|types?|methods?|api|endpoints?)\b/i;
// A wallet's bridge screen, its design and its metrics show bridging to users; they do not change
// how assets cross ("feat(bridge-ui): update Bridge design to match Hub", "add more fields to
// bridge location metrics enum").
const BRIDGE_UI =
  /\b(?:ui|ux|design|styles?|metrics?|telemetry|analytics|faq|buttons?|banners?|modals?|pages?|screens?|history|tracking)\b/;
// Screens and widgets of a wallet or an app (Rabby's src/ui, Synapse's widget): a bridge's
// front end, not the bridge.
export const UI_FILE =
  /\.(?:tsx|jsx|vue|svelte|css|scss|less|html)$|(?:^|\/)(?:ui|views?|components?|pages?|screens?|popup|frontend|widgets?)\//i;
const SOURCE_FILE = /\.(?:sol|vy|rs|go|ts|tsx|js|move|sw|cairo|py)$/;
const BRIDGE_PATH =
  /(bridge|cross-?chain|crosschain|cross-?domain|token-?pool|layerzero|(^|\/)oft|ccip|wormhole|axelar|hyperlane)/i;

export function bridgeEvidence(ctx: CommitContext): Evidence {
  const { msg } = ctx;
  // "refactor: split up bridge quote validators" reorganises code that bridges already.
  if (msg.isRevert || msg.type === 'test' || msg.type === 'refactor') return null;
  // "Remove unused import in `GovernorCrosschain`", "Rename BridgeERC20Core": housekeeping.
  if (CLEANUP_RE.test(msg.text.toLowerCase())) return null;
  // In smartcontractkit/ccip "CCIP" names the repository itself, not a bridge being touched;
  // in its paths it prefixes every package (ccipevm, ccipcapability, ccip_integration_tests).
  const ownName = (ctx.commit.repository.split('/')[1] ?? '').toLowerCase();
  const own = ownName ? new RegExp(`\\b${ownName.replace(/[^a-z0-9]/g, '.')}\\b`, 'gi') : null;
  // Every path of hyperlane-xyz/hyperlane-monorepo or pyth-network/pyth-crosschain names its
  // project (AztecProtocol/aztec-connect-bridges keeps its DeFi connectors in src/bridges): a
  // repository's own name in a path is no evidence of a bridge.
  const ownWords = ownName
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3)
    .map((w) => w.replace(/s$/, ''));
  const ownInPath = ownWords.length > 0 ? new RegExp(ownWords.join('|'), 'gi') : null;
  // "indexer.bridge.logging" names a setting, not a bridge.
  const dotted = (s: string): string => s.replace(/\b[\w-]+(?:\.[\w-]+)+\b/g, ' ');
  const topic = dotted(own ? ctx.topic.replace(own, ' ') : ctx.topic);
  // "pin chainlink and layerzero dependencies": the stack changes, not a bridge.
  if (/^(?:bump|pin|unpin|update|upgrade)\b/.test(ctx.verb) && DEPENDENCY_WORDS.test(topic))
    return null;
  if (NOT_A_BRIDGE.test(topic)) return null;
  if (BRIDGE_RE.test(topic)) return 'named-bridge';
  // The words beside changed bridge code ("contracts-bedrock: bridge pausability" edits
  // L1StandardBridge.sol) are surer than alone ("added minimum bridge amount constants … in
  // UnitFacet", "rm offchain check for token pool rate limits").
  const bridgeCode =
    !BRIDGE_UI.test(topic) &&
    ctx.codeFiles.some(
      (f) =>
        !UI_FILE.test(f.path) &&
        BRIDGE_PATH.test(ownInPath ? f.path.replace(ownInPath, ' ') : f.path),
    );
  if (BRIDGE_WORDS.test(topic) && bridgeCode) return 'bridge-words-in-bridge-code';
  // A bridge only mentioned (words away from bridge code, IBC, a bridge-named identifier) is
  // right 4 times in 12 on dev ("added minimum bridge amount constants … in UnitFacet",
  // "fix ibc hooks for ics contract", "Use Context._msgSender in BridgeERC20Core"); one right
  // match in a small context was enough for the calibration to show them all, so a mention
  // counts only beside a new bridge contract ("Add PendleOFT" adds cross-chain/…/PendleOFT.sol).
  // New files in a bridge codebase that only reorganise it are not a bridge change.
  if (msg.type === 'refactor' || ['use', 'refactor', 'move', 'rename', 'bump'].includes(ctx.verb))
    return null;
  // A *new* bridge contract or module is evidence on its own; a new script is tooling
  // ("Alternative governance on Optimism" adds forge/script/marketupdates/helpers/BridgeHelper.sol).
  return when(
    !BRIDGE_UI.test(topic) &&
      ctx.codeFiles.some(
        (f) =>
          f.status === 'A' &&
          SOURCE_FILE.test(f.path) &&
          !UI_FILE.test(f.path) &&
          !/(^|\/)scripts?\//.test(f.path) &&
          BRIDGE_PATH.test(ownInPath ? f.path.replace(ownInPath, ' ') : f.path),
      ),
    'new-bridge-file',
  );
}
