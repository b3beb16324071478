// Release and version detection, shared by the noise filter (a changelog-only commit that
// cuts a version is a release, not docs), the release rule and the feed item (major release).

const SEMVER = /\bv?(\d+)\.(\d+)(?:\.(\d+))?(?:-([0-9a-z.-]+))?\b/i;

export interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: string | null;
  raw: string;
}

export function parseVersion(text: string): Version | null {
  const m = SEMVER.exec(text);
  if (!m) return null;
  return {
    major: Number(m[1]),
    minor: Number(m[2]),
    patch: Number(m[3] ?? '0'),
    prerelease: m[4] ?? null,
    raw: m[0],
  };
}

/** vN.0.0 with N ≥ 1 and no pre-release suffix: the spec's "major release". */
export function isMajorVersion(v: Version | null): boolean {
  return v !== null && v.major >= 1 && v.minor === 0 && v.patch === 0 && v.prerelease === null;
}

const RELEASE_PATTERNS: readonly RegExp[] = [
  // "v6.4.2", "V6.7.0", "1.2.0-rc.1" as the whole subject
  /^v?\d+\.\d+(\.\d+)?(-[\w.-]+)?$/i,
  // "release v1.2.0", "release core 29.16.0", "releases 1.0", "prepare release 2.0"
  /^(?:prepare\s+|cut\s+)?release[sd]?\b.*\d+\.\d+/i,
  /^(?:prepare|cut|tag)\s+(?:the\s+)?(?:v?\d+\.\d+|release)/i,
  // "bump to 1.0.2", "bump version to 2.1", "version bump", "Bump version and update CHANGELOG"
  /^bump\s+(?:the\s+)?(?:(?:package|crate|app|module)\s+)?(?:version\b|to\s+v?\d+\.\d+)/i,
  /^(?:update|set|increment)\s+(?:the\s+)?(?:package\s+)?version\b/i,
  /^version\s+(?:bump|packages|v?\d+\.\d+)/i,
  /^(?:new\s+)?(?:version|release)\s+v?\d+\.\d+/i,
];

/** True for subjects that cut a version (text is the cleaned subject). */
export function isReleaseText(text: string, type: string | null, scope: string | null): boolean {
  if (type === 'release') return true;
  if (type === 'chore' && scope !== null && /\brelease\b/i.test(scope)) return true;
  if (type === 'chore' && scope === 'main' && /^release\b/i.test(text)) return true;
  return RELEASE_PATTERNS.some((re) => re.test(text.trim()));
}
