// Foundry remappings (remappings.txt lines or foundry.toml `remappings = [...]`) and git
// submodules (.gitmodules): how Solidity projects pull in libraries such as OpenZeppelin.
import type { ManifestDependency, TomlParser } from './types';

function remapping(line: string, manifestPath: string): ManifestDependency | null {
  // "context:prefix=target"; the context only narrows where the remapping applies.
  const match = /^(?:[^:=]+:)?([^=]+)=(.*)$/.exec(line.trim());
  if (!match) return null;
  const name = match[1]!.trim();
  const target = match[2]!.trim();
  if (name === '' || target === '') return null;
  return {
    ecosystem: 'foundry-remapping',
    name,
    version: target,
    manifestPath,
    kind: null,
    source: null,
  };
}

function unique(list: ManifestDependency[]): ManifestDependency[] {
  const seen = new Set<string>();
  return list.filter((d) => (seen.has(d.name) ? false : (seen.add(d.name), true)));
}

export function remappingsTxtDependencies(
  text: string,
  manifestPath: string,
): ManifestDependency[] {
  return unique(
    text
      .split(/\r?\n/)
      .map((l) => l.replace(/#.*$/, '').trim())
      .filter((l) => l !== '')
      .map((l) => remapping(l, manifestPath))
      .filter((d) => d !== null),
  );
}

type Table = Record<string, unknown>;
const isTable = (v: unknown): v is Table =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Remappings of every profile of foundry.toml ([profile.default] and others). */
export function foundryTomlDependencies(
  text: string,
  manifestPath: string,
  parseToml: TomlParser,
): ManifestDependency[] {
  let manifest: unknown;
  try {
    manifest = parseToml(text);
  } catch {
    return [];
  }
  if (!isTable(manifest) || !isTable(manifest.profile)) return [];
  const out: ManifestDependency[] = [];
  for (const profile of Object.values(manifest.profile)) {
    if (!isTable(profile) || !Array.isArray(profile.remappings)) continue;
    for (const line of profile.remappings) {
      const dep = typeof line === 'string' ? remapping(line, manifestPath) : null;
      if (dep) out.push(dep);
    }
  }
  return unique(out);
}

/** SSH remotes (git@host:owner/repo) are rewritten to https so one library has one source. */
function httpsUrl(url: string): string {
  const ssh = /^(?:ssh:\/\/)?git@([^:/]+)[:/](.+)$/.exec(url);
  return (ssh ? `https://${ssh[1]}/${ssh[2]}` : url).replace(/\.git$/, '');
}

/**
 * Submodules of .gitmodules: name = path, source = URL, version = the pinned commit when the
 * caller knows it (`pinned` maps submodule paths to the gitlink sha at HEAD).
 */
export function gitmodulesDependencies(
  text: string,
  manifestPath: string,
  pinned: ReadonlyMap<string, string> = new Map(),
): ManifestDependency[] {
  const out: ManifestDependency[] = [];
  let path: string | null = null;
  let url: string | null = null;
  const flush = () => {
    if (path !== null) {
      out.push({
        ecosystem: 'git-submodule',
        name: path,
        version: pinned.get(path) ?? null,
        manifestPath,
        kind: null,
        source: url === null ? null : httpsUrl(url),
      });
    }
    path = null;
    url = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (/^\[submodule\b/.test(line)) {
      flush();
      path = '';
      continue;
    }
    const match = /^(path|url)\s*=\s*(.+)$/.exec(line);
    if (!match || path === null) continue;
    if (match[1] === 'path') path = match[2]!.trim();
    else url = match[2]!.trim();
  }
  flush();
  return unique(out.filter((d) => d.name !== ''));
}
