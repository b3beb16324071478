// The demo's token listings: the bundled versions of a real token list (DEMO_DATA_DIR/token-lists,
// see its README) are written into a small git repository, one commit per version dated by the
// list's own timestamp, and the token-list collector reads that repository like any other.
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Database } from '@gitsignals/db';
import { gitText } from '../git/run-git';
import { collectListings, type CollectListingsSummary } from './collect-listings';

const DEMO_LIST = 'superchain';
const LIST_FILE = 'optimism.tokenlist.json';
const GIT_TIMEOUT_MS = 5 * 60_000;

interface Version {
  file: string;
  text: string;
  timestamp: Date;
  label: string;
}

async function readVersions(dir: string): Promise<Version[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json.gz'));
  const versions: Version[] = [];
  for (const name of names) {
    const text = gunzipSync(await readFile(path.join(dir, name))).toString('utf8');
    const list = JSON.parse(text) as {
      name?: string;
      timestamp?: string;
      version?: { major: number; minor: number; patch: number };
    };
    const timestamp = new Date(list.timestamp ?? '');
    if (Number.isNaN(timestamp.getTime())) throw new Error(`${name}: the list has no timestamp`);
    const v = list.version;
    versions.push({
      file: name,
      text,
      timestamp,
      label: `${list.name ?? 'token list'}${v ? ` ${v.major}.${v.minor}.${v.patch}` : ''}`,
    });
  }
  return versions.sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
}

/** `git fast-import` input: one commit per version, dated by the list's timestamp. */
function fastImportStream(versions: Version[]): string {
  const parts: string[] = [];
  for (const v of versions) {
    const when = `${Math.floor(v.timestamp.getTime() / 1000)} +0000`;
    const who = `GitSignals demo data <demo@gitsignals.localhost> ${when}`;
    const message = `${v.label} (from ${v.file})\n`;
    parts.push(
      `commit refs/heads/main\nauthor ${who}\ncommitter ${who}\n` +
        `data ${Buffer.byteLength(message)}\n${message}\n` +
        `M 100644 inline ${LIST_FILE}\ndata ${Buffer.byteLength(v.text)}\n${v.text}\n\n`,
    );
  }
  return parts.join('');
}

/**
 * Builds the demo token-list repository under DATA_DIR/token-lists (the same commits every time)
 * and collects its listings. Null when the demo data has no token lists.
 */
export async function importDemoListings(
  db: Database,
  options: { demoDataDir: string; dataDir: string },
): Promise<CollectListingsSummary | null> {
  const source = path.join(options.demoDataDir, 'token-lists', DEMO_LIST);
  if (!existsSync(source)) return null;
  const versions = await readVersions(source);
  if (versions.length === 0) return null;

  const repo = path.join(path.resolve(options.dataDir), 'token-lists', DEMO_LIST);
  await rm(repo, { recursive: true, force: true });
  await mkdir(path.dirname(repo), { recursive: true });
  const git = { timeoutMs: GIT_TIMEOUT_MS };
  await gitText(['init', '--quiet', '--bare', '--initial-branch=main', repo], git);
  await gitText(['fast-import', '--quiet'], {
    ...git,
    cwd: repo,
    input: fastImportStream(versions),
  });
  return collectListings(db, {
    dataDir: options.dataDir,
    repo,
    file: LIST_FILE,
    cwd: process.cwd(),
    timeoutMs: GIT_TIMEOUT_MS,
  });
}
