// package.json: the four dependency maps. Peer and optional dependencies are what the package
// runs with, so they count as runtime.
import type { ManifestDependency } from './types';

const SECTIONS: readonly [string, string][] = [
  ['dependencies', 'runtime'],
  ['peerDependencies', 'runtime'],
  ['optionalDependencies', 'runtime'],
  ['devDependencies', 'dev'],
];

export function packageJsonDependencies(text: string, manifestPath: string): ManifestDependency[] {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof manifest !== 'object' || manifest === null) return [];
  const out: ManifestDependency[] = [];
  const seen = new Set<string>();
  for (const [section, kind] of SECTIONS) {
    const map = (manifest as Record<string, unknown>)[section];
    if (typeof map !== 'object' || map === null) continue;
    for (const [name, version] of Object.entries(map as Record<string, unknown>)) {
      if (seen.has(name)) continue;
      seen.add(name);
      out.push({
        ecosystem: 'npm',
        name,
        version: typeof version === 'string' ? version : null,
        manifestPath,
        kind,
        source: null,
      });
    }
  }
  return out;
}
