// Versions a manifest asks for, reduced to release numbers, so a move to another major release
// of a technology (OpenZeppelin Contracts 4 → 5) can be told from routine bumps.

/** "^5.0.2" → "5.0.2", "v1.13.5" → "1.13.5"; git refs, paths, ranges with "||" and "*" → undefined. */
export function releaseVersion(spec: string): string | undefined {
  const m = /^\s*(?:[~^=]|>=?)?\s*v?(\d+(?:\.\d+){0,2})(?:[-+.][0-9a-z.+-]*)?\s*$/i.exec(spec);
  return m ? m[1] : undefined;
}

const versionParts = (v: string) => v.split('.').map(Number);

function compareVersions(a: string, b: string): number {
  const x = versionParts(a);
  const y = versionParts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.localeCompare(b);
}

/** The newest of the versions manifests ask for (a monorepo may pin several). */
export function newestVersion(versions: ReadonlySet<string>): string | undefined {
  return [...versions].sort(compareVersions).pop();
}

/** The major release of a version, "0.8" counting as major 0.8 (pre-1.0 minors break). */
export function majorOf(version: string): string {
  const [major, minor] = version.split('.');
  return major === '0' && minor !== undefined ? `0.${minor}` : (major ?? version);
}
