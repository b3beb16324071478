// Operator commands run by a server for the CLI (`npm run cli -- <command> --server URL`): the CLI
// starts one, then reads its output lines until it ends. Authorised by the admin token the server
// writes to DATA_DIR/admin-token.
import { z } from 'zod';

export const startCommandBodySchema = z.object({
  /** An operator command's name: import-demo, collect, analyse, … */
  command: z.string().min(1).max(100),
  /** The command's arguments, as its own schema reads them. */
  args: z.record(z.string(), z.unknown()).default({}),
});
export type StartCommandBody = z.infer<typeof startCommandBodySchema>;

export const commandRunSchema = z.object({
  id: z.string(),
  command: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  /** Set when the command has ended: 0 done, 1 done with failures or stopped by an error. */
  exitCode: z.number().int().nullable(),
  /** Output lines from `from` on. */
  lines: z.array(z.string()),
  /** Ask for lines from here next time. */
  nextLine: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type CommandRun = z.infer<typeof commandRunSchema>;

export const commandRunParamsSchema = z.object({ id: z.string().uuid() });
export const commandRunQuerySchema = z.object({
  from: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
