// Classifies every commit of a dataset file (data/activity/*.ndjson[.gz]) and prints one JSON
// line per commit: {"sha", "signals", "noise"}. Streams, so 4,000-commit files stay cheap.
// Usage: npm run --silent classify -- data/activity/Uniswap__v4-core.ndjson.gz
import { createReadStream } from 'node:fs';
import { access, constants } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { classifyCommit, commitFromDatasetRecord } from '../src/index';

function fail(message: string): never {
  process.stderr.write(`classify: ${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const path = process.argv[2];
  if (path === undefined || path === '') fail('usage: classify <file.ndjson | file.ndjson.gz>');
  try {
    await access(path, constants.R_OK);
  } catch {
    fail(`cannot read ${path}`);
  }
  const raw = createReadStream(path);
  raw.on('error', (err) => fail(`cannot read ${path}: ${err.message}`));
  const input = path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  input.on('error', (err: Error) => fail(`cannot decompress ${path}: ${err.message}`));

  const lines = createInterface({ input, crlfDelay: Infinity });
  let lineNo = 0;
  for await (const line of lines) {
    lineNo += 1;
    if (line.trim() === '') continue;
    let result;
    try {
      result = classifyCommit(commitFromDatasetRecord(JSON.parse(line)));
    } catch (err) {
      fail(
        `${path}:${lineNo}: malformed line: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    // Key order is part of the output contract: sha, signals, noise.
    const out = { sha: result.sha, signals: result.signals, noise: result.noise };
    if (!process.stdout.write(`${JSON.stringify(out)}\n`)) {
      await new Promise((resolve) => process.stdout.once('drain', resolve));
    }
  }
}

process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  // `| head` closes the pipe early; that is not an error worth a stack trace.
  if (err.code === 'EPIPE') process.exit(0);
  throw err;
});

main().catch((err: unknown) => fail(err instanceof Error ? err.message : String(err)));
