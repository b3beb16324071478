// What a writer needs from outside: where its calls are recorded, a log and the clock.
import type { Database, LlmCallRecord } from '@gitsignals/db';

export type WriterLog = (
  level: 'info' | 'warn' | 'error',
  message: string,
  details?: Record<string, unknown>,
) => void;

export interface WriterDeps {
  /** Where llm_calls rows go; without it calls are only reported to onCall. */
  db?: Database | undefined;
  log: WriterLog;
  now: () => Date;
  /** Told about every call after it is recorded (the bench reads tokens from it). */
  onCall?: ((call: LlmCallRecord) => void) | undefined;
}
