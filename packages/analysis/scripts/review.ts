// Precision review aid: prints "repo sha7 signals|noise subject" for every commit of the given
// dataset files, so a human can eyeball the classifier. Not part of the product.
// Usage: npx tsx packages/analysis/scripts/review.ts data/activity/*.ndjson.gz | shuf -n 40
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { classifyCommit, commitFromDatasetRecord } from '../src/index';

async function review(path: string): Promise<void> {
  const raw = createReadStream(path);
  const input = path.endsWith('.gz') ? raw.pipe(createGunzip()) : raw;
  for await (const line of createInterface({ input, crlfDelay: Infinity })) {
    if (line.trim() === '') continue;
    const commit = commitFromDatasetRecord(JSON.parse(line));
    const c = classifyCommit(commit);
    const label = c.noise !== null ? `~${c.noise}` : c.signals.join(',') || '-';
    const subject = commit.message.split('\n')[0] ?? '';
    const files = commit.files.length;
    process.stdout.write(
      `${commit.repository}\t${c.sha.slice(0, 7)}\t${label}\t${files}f\t${subject}\n`,
    );
  }
}

for (const path of process.argv.slice(2)) await review(path);
