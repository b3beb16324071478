// Every operator command, by name: the CLI registers them, and a server runs them for a CLI that
// found the embedded database held (`--server`).
import { analyseCommand } from './analyse';
import { backupCommand } from './backup';
import { collectCommand } from './collect';
import { collectListingsCommand } from './collect-listings';
import { grantAdminCommand } from './grant-admin';
import { importContactsCommand, importListingsCommand } from './import-files';
import { importDemoCommand } from './import-demo';
import { insightsCommand } from './insights';
import { sendDigestsCommand } from './send-digests';
import type { OperatorCommand } from './command';

export const operatorCommands: readonly OperatorCommand[] = [
  importDemoCommand,
  collectCommand,
  analyseCommand,
  importContactsCommand,
  importListingsCommand,
  collectListingsCommand,
  sendDigestsCommand,
  insightsCommand,
  backupCommand,
  grantAdminCommand,
];

export const operatorCommandNames = operatorCommands.map((c) => c.name) as [string, ...string[]];

export function findOperatorCommand(name: string): OperatorCommand | undefined {
  return operatorCommands.find((c) => c.name === name);
}

export { demoImportDue, runDemoImport, runRecentDemoImport } from './import-demo';
export { argumentProblems, type OperatorCommand, type OperatorContext } from './command';
