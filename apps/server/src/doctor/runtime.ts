// Node and npm: the versions the root package.json asks for. npm scripts run on the Node the
// project brings (its `node` dev dependency, whose version is the Node requirement), so a wrong
// Node means the command was started another way (the system's node directly). `engines` holds
// npm's only: npm checks `engines.node` against the Node that runs npm itself, which may be any
// (ADR 057).
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fail, ok, reasonOf, type CheckResult } from './check';

const ROOT_PACKAGE = fileURLToPath(new URL('../../../../package.json', import.meta.url));

/** `>=24.11.0` → [24, 11, 0]; the engines ranges here are all of that form. */
function minimumOf(range: string | undefined): number[] | null {
  const match = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range?.trim() ?? '');
  return match ? [Number(match[1]), Number(match[2] ?? 0), Number(match[3] ?? 0)] : null;
}

function atLeast(version: string, minimum: number[]): boolean {
  const parts = version.replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const have = parts[i] ?? 0;
    const need = minimum[i] ?? 0;
    if (have !== need) return have > need;
  }
  return true;
}

export function requiredEngines(): { node?: string; npm?: string } {
  const pkg = JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as {
    engines?: { node?: string; npm?: string };
    devDependencies?: Record<string, string>;
  };
  // `^24.11.0` of the `node` dev dependency: at least the Node it installs.
  const brought = pkg.devDependencies?.node?.replace(/^[\^~]\s*/, '>=');
  const node = pkg.engines?.node ?? brought;
  return { ...pkg.engines, ...(node ? { node } : {}) };
}

export function checkNode(version: string, required = requiredEngines().node): CheckResult {
  const minimum = minimumOf(required);
  if (!minimum || atLeast(version, minimum)) {
    return ok('Node', `${version}${required ? ` (needs ${required})` : ''}`);
  }
  return fail(
    'Node',
    `${version}, but GitSignals needs ${required}`,
    'start commands through npm (`npm run cli -- …`), which runs the Node the project installs (`npm ci` brings it), or run `./node_modules/.bin/node`',
  );
}

export function checkNpmVersion(version: string, required = requiredEngines().npm): CheckResult {
  const minimum = minimumOf(required);
  if (!minimum || atLeast(version, minimum)) {
    return ok('npm', `${version}${required ? ` (needs ${required})` : ''}`);
  }
  return fail(
    'npm',
    `${version}, but GitSignals needs ${required}`,
    'upgrade npm (`npm install -g npm@latest`, or the npm of a current Node release)',
  );
}

/** Asks the npm on PATH for its version (what `npm run`, `npm ci` use here). */
export async function checkNpm(timeoutMs: number): Promise<CheckResult> {
  try {
    const version = await new Promise<string>((resolve, reject) => {
      execFile('npm', ['--version'], { timeout: timeoutMs }, (error, stdout) =>
        error ? reject(error) : resolve(stdout.trim()),
      );
    });
    return checkNpmVersion(version);
  } catch (error) {
    return fail(
      'npm',
      `not found on PATH (${reasonOf(error)})`,
      'install npm (it comes with Node.js) and put it on PATH',
    );
  }
}
