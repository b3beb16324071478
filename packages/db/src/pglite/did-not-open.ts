// What a start on an embedded database folder that does not open says: which folder, why, and how
// to recover (a backup, or a fresh start).
import path from 'node:path';
import { listBackups } from './backups';

export class EmbeddedDatabaseDidNotOpen extends Error {
  constructor(dataDir: string, cause: unknown) {
    const folder = path.resolve(dataDir, 'pgdata');
    const reason = cause instanceof Error ? cause.message : String(cause);
    const backups = listBackups(dataDir);
    const restore =
      backups.length > 0
        ? `restore the newest backup with \`npm run cli -- db:restore ${backups[0]!.file}\` (${backups.length} in ${path.dirname(backups[0]!.file)})`
        : 'restore a backup with `npm run cli -- db:restore <file>` if you have one';
    super(
      `The embedded database in ${folder} did not open (${reason.trim() || 'no reason given'}). ` +
        `If it is damaged, ${restore}, or move the folder away and start again to import the demo data afresh.`,
      { cause },
    );
  }
}
