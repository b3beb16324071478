// Seeds the bench database with set-based SQL: the real project registry (data/projects.json),
// N feed items spread over the last 365 days, and commits for a sample of items. Deterministic
// (hash-based picks, not random()), so two seeds of the same size hold the same text.
import { readFile } from 'node:fs/promises';
import { SIGNAL_IDS, SIGNAL_TITLES } from '@gitsignals/analysis';
import { saveRegistryProjects, type DatabaseHandle, type RegistryProject } from '@gitsignals/db';

/** Items that get commits (GET /api/feeds/{id} rotates over these), and commits per item. */
const SAMPLE_ITEMS = 2_000;
const COMMITS_PER_ITEM = 5;
const SENTENCES = 20_000;
const CONTENTS = 50_000;
const TITLES = 10_000;

// Word tiers with their weights: how often a word is drawn relative to the others. About two
// thirds of items contain a given common word, ~2% a rare one and ~0.3% a very rare one.
const WORD_TIERS: [weight: number, words: string][] = [
  [
    400,
    'fix add update support remove test tests contract contracts config bump docs refactor improve ' +
      'handle error errors new use build release version client node chain token tokens network api ' +
      'check deps dependency script deploy type types state block blocks transaction transactions fee ' +
      'fees pool pools account accounts wallet sdk cli rpc event events value address message data ' +
      'module function query the for with and from into when on',
  ],
  [
    60,
    'validator validators consensus staking governance proposal upgrade migration bridge relayer ' +
      'sequencer rollup prover proof proofs circuit verifier signature signer nonce gas calldata ' +
      'storage mempool indexer subgraph vault vaults strategy yield reward rewards epoch slashing ' +
      'delegation swap router quoter hook hooks position positions collateral borrow lending interest ' +
      'rate price pricing market markets order orderbook perp funding margin settlement escrow ' +
      'multisig timelock permit allowance approval mint burn supply treasury emission airdrop claim ' +
      'snapshot metadata nft marketplace royalty bundle frontend dashboard analytics monitoring ' +
      'metrics logging cache database schema benchmark performance memory latency throughput ' +
      'parallel batch queue worker scheduler retry timeout websocket endpoint handler parser encoder ' +
      'decoder serialization abi bytecode compiler optimizer assembly precompile opcode evm wasm ' +
      'runtime pallet extrinsic cosmwasm ibc light sync pruning archive peer gossip libp2p discovery ' +
      'keystore mnemonic ledger hardware extension mobile ios android typescript rust golang solidity ' +
      'vyper move anchor foundry hardhat docker kubernetes helm workflow lint formatting coverage ' +
      'fuzzing invariant audit security vulnerability access role admin owner pause emergency ' +
      'upgradeable proxy implementation initializer layout deployment testnet mainnet devnet sepolia ' +
      'genesis fork hardfork',
  ],
  [
    8,
    'oracle liquidation liquidator chainlink pyth twap insolvency redstone dispute arbitration ' +
      'clawback blacklist sanctions compliance attestation plonk halo2 groth16 stark kzg blob blobs ' +
      'danksharding verkle pectra dencun restaking eigenlayer operator slasher intent solver auction ' +
      'mev searcher builder flashbots flashloan sandwich frontrun rebase stablecoin peg depeg ' +
      'redemption cdp stability rwa tokenization custody ordinals inscription runes taproot lightning ' +
      'htlc channel watchtower zkvm risc0 folding recursion aggregation accumulator merkle patricia ' +
      'trie bloom sparse keccak poseidon blake2 secp256k1 ed25519 bls schnorr musig threshold mpc ' +
      'enclave sgx tee paymaster bundler entrypoint erc4337 passkey webauthn session guardian ' +
      'recovery allowlist vesting cliff',
  ],
  [
    1,
    'reentrancy frontrunning griefing sybil censorship equivocation reorg finality checkpoint ' +
      'weak-subjectivity blockhash selfdestruct delegatecall create2 transient tstore mcopy ' +
      'eof verkleize statelessness witness portal ethstats erigon nethermind besu',
  ],
];

const LABELS = SIGNAL_IDS.map((id) => SIGNAL_TITLES[id]);
const SIGNALS = [...SIGNAL_IDS];
const TITLE_VERBS = [
  'ships',
  'fixes',
  'adds',
  'upgrades',
  'refactors',
  'deploys',
  'releases',
  'hardens',
  'tunes',
  'migrates',
  'deprecates',
  'audits',
  'expands',
  'integrates',
];
const TAG_GROUPS = {
  blockchain_technologies: ['EVM', 'zk-SNARK', 'Optimistic Rollup', 'IBC', 'MoveVM', 'WASM', 'SVM'],
  protocols: ['Chainlink', 'Uniswap V3', 'LayerZero', 'Wormhole', 'Aave', 'EigenLayer', 'Pyth'],
  tools_and_platforms: ['Foundry', 'Hardhat', 'Anchor', 'Docker', 'GitHub Actions', 'Tenderly'],
  standards_and_frameworks: ['ERC-20', 'ERC-721', 'ERC-4626', 'EIP-1559', 'EIP-712', 'ERC-4337'],
};

export interface SeedResult {
  seeded: boolean;
  items: number;
  seconds: number;
}

type Exec = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Runs fn on one connection (temp tables live per session). */
export async function withSession<T>(
  handle: DatabaseHandle,
  fn: (exec: Exec) => Promise<T>,
): Promise<T> {
  if (handle.pglite) {
    const pglite = handle.pglite;
    return fn(
      async (text, params) => (await pglite.query<Record<string, unknown>>(text, params)).rows,
    );
  }
  const client = await handle.pool!.connect();
  try {
    return await fn(async (text, params) => (await client.query(text, params)).rows);
  } finally {
    client.release();
  }
}

/** A non-negative pseudo-random int from a row number and a salt, stable across runs. */
const h = (row: string, salt: number) => `(hashint8((${row})::bigint * 64 + ${salt}) & 2147483647)`;

const marker = (items: number) => `gitsignals-bench items=${items}`;

async function registry(): Promise<RegistryProject[]> {
  const url = new URL('../data/projects.json', import.meta.url);
  const raw = JSON.parse(await readFile(url, 'utf8')) as { projects: RegistryProject[] };
  return raw.projects.map((p) => ({
    ...p,
    iconUrl: `https://avatars.githubusercontent.com/${p.githubOrgs[0] ?? p.slug}?size=96`,
    source: null,
  }));
}

/** What each step of a seed needs: the session, the log, and a timed statement. */
interface SeedSession {
  exec: Exec;
  log: (line: string) => void;
  /** Runs one statement and logs how long it took. */
  step: (label: string, text: string, params?: unknown[]) => Promise<void>;
}

export async function seed(
  handle: DatabaseHandle,
  items: number,
  log: (line: string) => void,
): Promise<SeedResult> {
  const started = performance.now();
  return withSession(handle, async (exec) => {
    if (await alreadySeeded(handle, exec, items, log)) return { seeded: false, items, seconds: 0 };
    const step = async (label: string, text: string, params?: unknown[]) => {
      const t = performance.now();
      await exec(text, params);
      log(`  ${label} ${((performance.now() - t) / 1000).toFixed(1)} s`);
    };
    const session: SeedSession = { exec, log, step };
    const saved = await dropSecondaryIndexes(exec);
    // The vocabulary too: the triggers on feed_items (migration 0014) fill it again with exactly
    // the seeded items' words.
    await step('truncate', 'truncate feed_items, commits, search_vocabulary cascade');
    await saveRegistryProjects(handle.db, await registry());
    const projects = await buildPools(session);
    await insertFeedItems(session, items, projects);
    await insertSampleCommits(session);
    await restoreIndexes(session, saved);
    await exec(`comment on table feed_items is '${marker(items)}'`);
    const seconds = (performance.now() - started) / 1000;
    log(`Seed: done in ${seconds.toFixed(1)} s`);
    return { seeded: true, items, seconds };
  });
}

/** Whether the database already holds this seed; refuses a PostgreSQL database not named bench. */
async function alreadySeeded(
  handle: DatabaseHandle,
  exec: Exec,
  items: number,
  log: (line: string) => void,
): Promise<boolean> {
  const [dbRow] = await exec(
    `select current_database() as name, (select count(*)::int from feed_items) as n,
            obj_description('feed_items'::regclass, 'pg_class') as marker`,
  );
  if (handle.kind === 'postgres' && !String(dbRow?.name).includes('bench')) {
    throw new Error(`Refusing to seed database "${dbRow?.name}": its name must contain "bench".`);
  }
  if (dbRow?.n === items && dbRow.marker === marker(items)) {
    log(`Seed: the database already holds ${items.toLocaleString()} feed items; skipping.`);
    return true;
  }
  log(`Seed: ${items.toLocaleString()} feed items (had ${Number(dbRow?.n).toLocaleString()})…`);
  return false;
}

/**
 * Secondary indexes are dropped for the bulk insert and rebuilt after it (several times faster
 * than maintaining a trigram index row by row). Their definitions are kept in a table first, so
 * an interrupted seed restores them on the next run. Returns those definitions.
 */
async function dropSecondaryIndexes(exec: Exec): Promise<Record<string, unknown>[]> {
  await exec(
    'create table if not exists bench_index_backup (name text primary key, def text not null)',
  );
  await exec(`insert into bench_index_backup (name, def)
    select i.indexname, i.indexdef from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'feed_items'
      and not exists (select 1 from pg_constraint c where c.conindid = quote_ident(i.indexname)::regclass)
    on conflict (name) do nothing`);
  const saved = await exec('select name, def from bench_index_backup order by name');
  for (const { name } of saved) await exec(`drop index if exists "${String(name)}"`);
  return saved;
}

/** Word, sentence, title and content pools; items pick from them by hash. Returns the project count. */
async function buildPools({ exec, step }: SeedSession): Promise<number> {
  const words = WORD_TIERS.flatMap(([weight, list]) => list.split(' ').map((w) => [w, weight]));
  await exec(`drop table if exists bench_words, bench_slots, bench_sentences, bench_titles,
    bench_contents, bench_projects`);
  await exec(
    `create temp table bench_words as
       select * from unnest($1::text[], $2::int[]) as t(word, weight)`,
    [words.map((w) => w[0]), words.map((w) => w[1])],
  );
  await exec(`create temp table bench_slots as
    select (row_number() over (order by w.word, n) - 1)::int as slot, w.word
    from bench_words w, generate_series(1, w.weight) n`);
  await exec('create unique index on bench_slots (slot)');
  const [slotRow] = await exec('select count(*)::int as n from bench_slots');
  const slots = Number(slotRow?.n);
  await step(
    'sentence pool',
    `create temp table bench_sentences as
       select s.id, upper(left(string_agg(w.word, ' ' order by k), 1))
                    || substr(string_agg(w.word, ' ' order by k), 2) as body
       from generate_series(0, ${SENTENCES - 1}) s(id)
       cross join lateral generate_series(1, 7 + s.id % 10) k
       join bench_slots w on w.slot = ${h('s.id * 32 + k', 1)} % ${slots}
       group by s.id`,
  );
  await exec('create unique index on bench_sentences (id)');
  await step(
    'title pool',
    `create temp table bench_titles as
       select t.id, ($1::text[])[1 + t.id % ${TITLE_VERBS.length}] || ' '
                    || string_agg(w.word, ' ' order by k) as body
       from generate_series(0, ${TITLES - 1}) t(id)
       cross join lateral generate_series(1, 3 + t.id % 5) k
       join bench_slots w on w.slot = ${h('t.id * 32 + k', 2)} % ${slots}
       group by t.id`,
    [TITLE_VERBS],
  );
  await step(
    'content pool',
    `create temp table bench_contents as
       select c.id, string_agg(($1::text[])[1 + ${h('c.id * 32 + k', 3)} % ${LABELS.length}]
                || ': ' || s.body || ' (' || left(md5(c.id || ':' || k), 7) || ').',
                E'\\n' order by k) as body
       from generate_series(0, ${CONTENTS - 1}) c(id)
       cross join lateral generate_series(1, 3 + c.id % 8) k
       join bench_sentences s on s.id = ${h('c.id * 32 + k', 4)} % ${SENTENCES}
       group by c.id`,
    [LABELS],
  );
  await exec(`create temp table bench_projects as
    select (row_number() over (order by id) - 1)::int as idx, id, name, category, networks, icon_url
    from projects`);
  for (const [table, key] of [
    ['bench_titles', 'id'],
    ['bench_contents', 'id'],
    ['bench_projects', 'idx'],
  ]) {
    await exec(`create unique index on ${table} (${key})`);
  }
  for (const table of ['bench_sentences', 'bench_titles', 'bench_contents', 'bench_projects']) {
    await exec(`analyze ${table}`); // temp tables get no autovacuum statistics
  }
  const [projectRow] = await exec('select count(*)::int as n from bench_projects');
  return Number(projectRow?.n);
}

/**
 * One day's feed items, $7 to $8. Item g lands on day floor(g * 365 / N); within a day, item k
 * goes to a distinct project (7919 is coprime with the project count) and a window length that
 * keeps the (project, type, date, days_analyzed) key unique.
 */
function insertDaySql(projects: number): string {
  const g = 'i.g';
  const tagSlice = (param: number, salt: number, size: number) =>
    `($${param}::text[])[1 + ${h(g, salt)} % ${size} : ${h(g, salt)} % ${size} + ${h(g, salt + 1)} % 3]`;
  const t = TAG_GROUPS;
  return `insert into feed_items (project_id, owner, title, summary, content, total_commits, priority,
       priority_rank, signals, tags, category, networks, analysis_date, days_analyzed, score,
       image_url, noise, search_text)
     select project_id, owner, title, summary, content, total_commits, priority, priority_rank,
       signals, jsonb_build_object('blockchain_technologies', to_jsonb(bt), 'protocols', to_jsonb(pr),
         'tools_and_platforms', to_jsonb(tl), 'standards_and_frameworks', to_jsonb(st)),
       category, networks, analysis_date, days_analyzed, score, image_url, noise,
       lower(concat_ws(E'\\n', title, summary, content, owner, array_to_string(bt || pr || tl || st, ' ')))
     from (
       select p.id as project_id, p.name as owner, p.name || ' ' || ti.body as title,
         s1.body || '. ' || s2.body || '.' as summary, c.body as content,
         1 + (${h(g, 10)} % 1000) * (${h(g, 11)} % 1000) / 20000 as total_commits,
         case when ${h(g, 12)} % 100 < 15 then 'high' when ${h(g, 12)} % 100 < 60 then 'medium' else 'low' end as priority,
         case when ${h(g, 12)} % 100 < 15 then 3 when ${h(g, 12)} % 100 < 60 then 2 else 1 end as priority_rank,
         ($5::text[])[1 + ${h(g, 13)} % 16 : 1 + ${h(g, 13)} % 16 + ${h(g, 14)} % 3] as signals,
         ${tagSlice(1, 20, t.blockchain_technologies.length)} as bt,
         ${tagSlice(2, 22, t.protocols.length)} as pr,
         ${tagSlice(3, 24, t.tools_and_platforms.length)} as tl,
         ${tagSlice(4, 26, t.standards_and_frameworks.length)} as st,
         p.category, p.networks,
         (now() at time zone 'utc')::date - 365 + i.day as analysis_date,
         1 + i.k / ${projects} as days_analyzed,
         (${h(g, 15)} % 1000) / 10.0 as score, p.icon_url as image_url,
         case when ${h(g, 16)} % 2 = 0 then '{}'::jsonb
              else jsonb_build_object('bot', ${h(g, 17)} % 4, 'merge', ${h(g, 18)} % 6) end as noise
       from (
         select g, day, g - (day::bigint * $6 + 364) / 365 as k
         from (select g, (g * 365 / $6)::int as day from generate_series($7::bigint, $8) g) d
       ) i
       join bench_projects p on p.idx = (i.k * 7919 + i.day * 131) % ${projects}
       join bench_titles ti on ti.id = ${h(g, 30)} % ${TITLES}
       join bench_sentences s1 on s1.id = ${h(g, 31)} % ${SENTENCES}
       join bench_sentences s2 on s2.id = ${h(g, 32)} % ${SENTENCES}
       join bench_contents c on c.id = ${h(g, 33)} % ${CONTENTS}
     ) x`;
}

/**
 * One INSERT per day, oldest first, so the table is laid out by date as daily analysis runs
 * would leave it (index scans and visibility checks depend on it).
 */
async function insertFeedItems({ exec, log }: SeedSession, items: number, projects: number) {
  const insertDay = insertDaySql(projects);
  const t = TAG_GROUPS;
  const params = [
    t.blockchain_technologies,
    t.protocols,
    t.tools_and_platforms,
    t.standards_and_frameworks,
    SIGNALS,
    items,
  ];
  const firstOfDay = (day: number) => Math.ceil((day * items) / 365);
  const insertStarted = performance.now();
  for (let day = 0; day < 365; day += 1) {
    const [from, to] = [firstOfDay(day), firstOfDay(day + 1) - 1];
    if (to >= from) await exec(insertDay, [...params, from, to]);
    if (day % 73 === 72) log(`  feed items: ${Math.round(((day + 1) / 365) * 100)}%`);
  }
  log(`  feed items ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`);
}

/** Commits for a sample of items (ids are random uuids, so the first ones by id are a sample). */
async function insertSampleCommits({ step }: SeedSession) {
  await step(
    'commits',
    `insert into commits (repository_id, sha, author_name, authored_at, committed_at,
       recorded_committed_at, message, signals, additions, deletions, files_changed)
     select r.id, md5(f.id || ':' || k) || left(md5(k || ':' || f.id), 8),
       'dev' || (${h('k', 40)} % 50), ts, ts, ts,
       'feat: ' || lower(s.body), array['new_feature'], k * 7, k * 3, k
     from (select id, project_id, analysis_date from feed_items order by id limit ${SAMPLE_ITEMS}) f
     cross join generate_series(1, ${COMMITS_PER_ITEM}) k
     cross join lateral (select f.analysis_date + make_interval(hours => 2 * k) as ts) t
     join lateral (select id from repositories where project_id = f.project_id
                   order by position limit 1) r on true
     join bench_sentences s on s.id = ${h('k', 41)} % ${SENTENCES}`,
  );
  await step(
    'feed_item_commits',
    `insert into feed_item_commits (feed_item_id, commit_id)
     select f.id, c.id
     from (select id, project_id from feed_items order by id limit ${SAMPLE_ITEMS}) f
     cross join generate_series(1, ${COMMITS_PER_ITEM}) k
     join lateral (select id from repositories where project_id = f.project_id
                   order by position limit 1) r on true
     join commits c on c.repository_id = r.id and c.sha = md5(f.id || ':' || k) || left(md5(k || ':' || f.id), 8)`,
  );
}

async function restoreIndexes({ exec, step }: SeedSession, saved: Record<string, unknown>[]) {
  await exec(`set maintenance_work_mem = '1GB'`);
  for (const { name, def } of saved) {
    const create = String(def).replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ');
    await step(`index ${String(name)}`, create);
  }
  await exec('delete from bench_index_backup');
  await exec('reset maintenance_work_mem');
  await step('vacuum analyze', 'vacuum analyze feed_items');
  for (const table of [
    'commits',
    'feed_item_commits',
    'projects',
    'repositories',
    'search_vocabulary',
  ]) {
    await exec(`analyze ${table}`);
  }
}

/** Ids of items that have commits: what GET /api/feeds/{id} rotates over. */
export async function itemIdsWithCommits(handle: DatabaseHandle): Promise<string[]> {
  return withSession(handle, async (exec) => {
    const rows = await exec('select distinct feed_item_id as id from feed_item_commits');
    return rows.map((r) => String(r.id));
  });
}

/** The newest analysis date: the bench sets the app's clock to that day so `days` filters match. */
export async function newestAnalysisDate(handle: DatabaseHandle): Promise<string> {
  return withSession(handle, async (exec) => {
    const [row] = await exec('select max(analysis_date)::text as d from feed_items');
    return String(row?.d);
  });
}
