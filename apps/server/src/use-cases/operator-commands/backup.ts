// `db:backup`: a dump of the embedded database to a file (DATA_DIR/backups by default). A running
// server takes it itself (`--server`), so backups never need the server stopped.
import path from 'node:path';
import { z } from 'zod';
import { backupFileFor, writeBackup } from '@gitsignals/db';
import { defineCommand } from './command';

export const backupCommand = defineCommand({
  name: 'db:backup',
  description:
    'write a backup of the embedded database (default DATA_DIR/backups/backup-<time>.tar.gz); restore it with db:restore',
  args: z.object({
    out: z.string().min(1).optional(),
    /** The folder a relative --out is read from (the operator's shell). */
    cwd: z.string().min(1),
  }),
  async run({ env, handle, say }, opts) {
    if (!handle.pglite) {
      say(
        'On PostgreSQL, back up with pg_dump (docs/operations.md): pg_dump "$DATABASE_URL" > gitsignals.sql',
      );
      return 1;
    }
    const file = opts.out
      ? path.resolve(opts.cwd, opts.out)
      : backupFileFor(env.DATA_DIR, 'backup');
    const backup = await writeBackup(handle.pglite, file);
    say(`Backup written: ${backup.file} (${(backup.bytes / 1_048_576).toFixed(1)} MB).`);
    return 0;
  },
});
