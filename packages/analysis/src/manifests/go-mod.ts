// go.mod: `require` lines and blocks. `// indirect` marks modules only needed transitively.
import type { ManifestDependency } from './types';

export function goModDependencies(text: string, manifestPath: string): ManifestDependency[] {
  const out: ManifestDependency[] = [];
  const seen = new Set<string>();
  let inBlock = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    let spec: string | null = null;
    if (inBlock) {
      if (line.startsWith(')')) inBlock = false;
      else spec = line;
    } else if (/^require\s*\($/.test(line)) {
      inBlock = true;
    } else if (/^require\s+/.test(line)) {
      spec = line.replace(/^require\s+/, '');
    }
    if (!spec || spec.startsWith('//')) continue;
    const indirect = /\/\/\s*indirect\b/.test(spec);
    const [name, version] = spec
      .replace(/\/\/.*$/, '')
      .trim()
      .split(/\s+/);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push({
      ecosystem: 'go',
      name,
      version: version ?? null,
      manifestPath,
      kind: indirect ? 'indirect' : 'direct',
      source: null,
    });
  }
  return out;
}
