// Where the project runs: chain_expansion, deployment, bridge_integration. Chain evidence
// comes from deployment records named by chain (deployments/linea/…, deployments/8453-core.json,
// broadcast/…/42161/…) and from subjects that add a chain ("add Base", "deploy to Linea").
import { chainsInPath, chainsInText, type Chain } from './chain-catalog';
import { when, type Evidence } from './evidence';
import type { CommitContext } from './commit-context';
import { CLEANUP_RE, wordsRe } from './words';

const DEPLOY_DIR = /(^|\/)(deployments|broadcast|deployed|deploy-config)\//i;
const NETWORK_CONFIG =
  /(^|\/)(deploy-config|network-configs?|networks|chain-configs?)\/[^/]+\.(json|toml|ya?ml)$/i;
const EXPANSION_VERB =
  '(?:add|adds|added|adding|support|supports|supported|enable|enables|enabled|launch|launches|launched|onboard|onboards|onboarded|introduce|introduces|introduced|expand|expands|expanded)';

function escapeAlias(alias: string): string {
  return alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[-\s]/g, '[\\s_-]');
}

/** Does the subject add this chain itself (not merely something on it)? */
function subjectAddsChain(text: string, chain: Chain): boolean {
  const names = chain.aliases.map(escapeAlias).join('|');
  const c = `(?:${names})`;
  const patterns = [
    // "add Base", "add support for Linea", "support Monad", "expand to Sonic"
    // …where the chain ends the phrase: "add Mantle NonceTooLow error" adds an error, not Mantle.
    `${EXPANSION_VERB}\\s+(?:(?:native\\s+)?support\\s+(?:for\\s+)?|to\\s+)?(?:the\\s+)?${c}(?![\\w-])(?:\\s*$|\\s*[,&(]|\\s+(?:and|support|network|chain|mainnet|deployments?|configs?|configuration|integration)\\b)`,
    // "add Linea support", "Base deployment", "new Monad network/chain/mainnet/integration"
    `(?:${EXPANSION_VERB}|new|initial|basic|full|feat)\\b.*(?<![\\w-])${c}\\s+(?:support|deployments?|network|chain|mainnet|integration|launch|configs?|configuration)\\b`,
    `^(?<![\\w-])${c}\\s+(?:support|deployments?|mainnet|integration|launch)\\b`,
    // "deploy to Base", "deployed on Unichain", "launch on Ink"
    `\\b(?:deploy|deploys|deployed|deploying|deployment|launch|launched|expand|expanded|expansion)\\s+(?:\\S+\\s+){0,4}?(?:to|on|onto)\\s+(?:the\\s+)?${c}(?![\\w-])`,
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

export function chainEvidence(ctx: CommitContext): ChainEvidence {
  const { files, msg, text } = ctx;
  const records = files.filter((f) => f.kind === 'deployment_record');
  const configs = files.filter((f) => NETWORK_CONFIG.test(f.path));
  const added = new Set<Chain>();
  for (const f of [...records, ...configs]) {
    if (f.status === 'A') for (const c of chainsInPath(f.path)) added.add(c);
  }
  // Any modified file under a deployments folder for a chain (records, Comet's migration
  // scripts…) shows that chain was already there.
  const existing = new Set<Chain>();
  for (const f of files) {
    if (f.status !== 'A' && (DEPLOY_DIR.test(f.path) || NETWORK_CONFIG.test(f.path))) {
      for (const c of chainsInPath(f.path)) existing.add(c);
    }
  }
  const deployed = new Set<Chain>();
  for (const f of records) for (const c of chainsInPath(f.path)) deployed.add(c);

  const expansion = new Set<Chain>();
  const fromSubject = new Set<Chain>();
  const blocked =
    msg.isRevert ||
    ['fix', 'test', 'tests', 'docs', 'ci', 'refactor', 'style'].includes(msg.type ?? '') ||
    /^(?:remove|delete|drop|deprecate|move|rename|reorgani[sz]e|fix|revert|migrate)\b/.test(
      ctx.verb,
    ) ||
    /\btests?\b|\btesting\b|\bsoak\b/.test(text);
  if (!blocked) {
    for (const c of added) if (!existing.has(c)) expansion.add(c);
    // A feature scope such as "feat(tempo): …" names the area being worked on, not a new
    // chain, so only the subject text counts.
    for (const c of chainsInText(msg.text)) {
      if (!existing.has(c) && subjectAddsChain(text, c)) {
        expansion.add(c);
        fromSubject.add(c);
      }
    }
  }
  if (isDeploymentText(ctx)) for (const c of chainsInText(msg.text)) deployed.add(c);
  const mainnets = [...expansion].filter((c) => c.testnet !== true);
  const byRecord = mainnets.some((c) => added.has(c));
  const bySubject = mainnets.some((c) => fromSubject.has(c));
  return {
    expansion: mainnets,
    deployed: [...deployed],
    evidence:
      byRecord && bySubject
        ? 'record-and-subject'
        : byRecord
          ? 'new-chain-record'
          : bySubject
            ? 'subject-adds-chain'
            : null,
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

export function deploymentEvidence(ctx: CommitContext): Evidence {
  const { msg, files } = ctx;
  if (msg.isRevert) return null;
  if (files.some((f) => f.kind === 'deployment_record' && f.status !== 'D'))
    return 'deployment-record';
  return when(isDeploymentText(ctx), 'subject-says-deployed');
}

// "interop" names an L2 cluster's shared-state machinery here (interop roots, dependency sets),
// which moves no assets or messages between chains by itself.
const BRIDGE_RE = wordsRe(
  [
    'bridges?',
    'bridged',
    'bridging',
    'cross-?chain',
    'cross chain',
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
    'native bridge',
    'canonical bridge',
    'shared bridge',
    'l1 ?(?:->|→|to) ?l2',
    'l2 ?(?:->|→|to) ?l1',
    'cross-?domain',
    'message passing',
    'xerc20',
    'ibc',
    'ics-?20',
    'lockbox',
    'cctp',
  ],
  true,
);
// CamelCase identifiers: "OFTAdapter", "PendleBridgePTFactory", "CrosschainLinked".
const BRIDGE_IDENT =
  /(?:Bridge|CrossChain|Crosschain|OFT|LayerZero|Wormhole|Hyperlane|CCIP|Messenger)(?=[A-Z_]|\b)/;
const BRIDGE_PATH =
  /(bridge|cross-?chain|crosschain|layerzero|(^|\/)oft|ccip|wormhole|axelar|hyperlane)/i;

export function bridgeEvidence(ctx: CommitContext): Evidence {
  const { msg } = ctx;
  if (msg.isRevert || msg.type === 'test') return null;
  // "Remove unused import in `GovernorCrosschain`", "Rename BridgeERC20Core": housekeeping.
  if (CLEANUP_RE.test(msg.text.toLowerCase())) return null;
  // In smartcontractkit/ccip "CCIP" names the repository itself, not a bridge being touched.
  const ownName = (ctx.commit.repository.split('/')[1] ?? '').toLowerCase();
  const own = ownName ? new RegExp(`\\b${ownName.replace(/[^a-z0-9]/g, '.')}\\b`, 'gi') : null;
  const topic = own ? ctx.topic.replace(own, ' ') : ctx.topic;
  const subject = own ? msg.text.replace(own, ' ') : msg.text;
  if (BRIDGE_RE.test(topic)) return 'subject-keyword';
  if (BRIDGE_IDENT.test(subject)) return 'bridge-identifier';
  // New files in a bridge codebase that only reorganise it are not a bridge change.
  if (msg.type === 'refactor' || ['use', 'refactor', 'move', 'rename'].includes(ctx.verb))
    return null;
  // Changes inside an existing bridge codebase are covered by the subject; a *new* bridge
  // contract or module is evidence on its own.
  return when(
    ctx.codeFiles.some(
      (f) => f.status === 'A' && BRIDGE_PATH.test(own ? f.path.replace(own, ' ') : f.path),
    ),
    'new-bridge-file',
  );
}
