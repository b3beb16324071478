// Gzip size of the JavaScript the landing page (/) loads: the scripts apps/web/dist/index.html
// references (entry, classic scripts, modulepreload links), their static imports, and the lazy
// chunk of the landing route with its static imports. The import graph comes from Vite's
// manifest when the build writes one, else from the `import` statements of the built JS.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
export const webDist = path.join(root, 'apps/web/dist');

export interface BundleReport {
  graph: 'manifest' | 'imports';
  /** The lazy chunk taken as the landing route's, if one matched. */
  landingChunk: string | null;
  files: { file: string; bytes: number; gzipBytes: number }[];
  /** kB = 1000 bytes, as Vite prints them. */
  totalGzipKb: number;
}

/** A built file's static imports and lazy (dynamic) imports, as paths relative to dist. */
type Edges = (file: string) => { imports: string[]; lazy: string[] };

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

export const webBuildExists = (dist = webDist) => existsSync(path.join(dist, 'index.html'));

export function buildWeb(log: (line: string) => void): void {
  log('Building the web app (npm run build -w @gitsignals/web)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@gitsignals/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 300_000,
  });
  if (result.status !== 0)
    throw new Error(`web build failed (exit ${result.status ?? result.signal})`);
}

function htmlScripts(dist: string): string[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return (html.match(/<(?:script|link)\b[^>]*>/g) ?? [])
    .filter((tag) => tag.startsWith('<script') || /rel=["']modulepreload["']/.test(tag))
    .map((tag) => /(?:src|href)=["']([^"']+)["']/.exec(tag)?.[1])
    .filter((src): src is string => src !== undefined && !/^(?:[a-z]+:)?\/\//i.test(src))
    .map((src) => src.replace(/^\//, ''));
}

function manifestEdges(manifest: Record<string, ManifestChunk>): {
  edges: Edges;
  label: (file: string) => string;
} {
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = (keys: string[] | undefined) =>
    (keys ?? []).flatMap((k) => manifest[k]?.file ?? []);
  return {
    edges: (file) => {
      const chunk = byFile.get(file);
      return { imports: files(chunk?.imports), lazy: files(chunk?.dynamicImports) };
    },
    label: (file) => `${file} ${byFile.get(file)?.src ?? ''}`,
  };
}

// Minified output: import{a as b}from"./x.js"; import"./x.js"; import(`./x.js`) (any quote).
const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'`]([^"'`]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

const importEdges =
  (dist: string): Edges =>
  (file) => {
    const code = readFileSync(path.join(dist, file), 'utf8');
    const resolve = (spec: string) =>
      spec.startsWith('/') ? spec.slice(1) : path.posix.join(path.posix.dirname(file), spec);
    return {
      imports: [...code.matchAll(STATIC_IMPORT)].map((m) => resolve(m[1]!)),
      lazy: [...code.matchAll(DYNAMIC_IMPORT)].map((m) => resolve(m[1]!)),
    };
  };

export function landingBundle(landingRoute: RegExp, dist = webDist): BundleReport {
  if (!webBuildExists(dist)) throw new Error(`${dist}/index.html is missing`);
  const manifestPath = ['.vite/manifest.json', 'manifest.json']
    .map((p) => path.join(dist, p))
    .find(existsSync);
  const fromManifest = manifestPath
    ? manifestEdges(JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>)
    : undefined;
  const edges = fromManifest?.edges ?? importEdges(dist);
  const label = fromManifest?.label ?? ((file: string) => file);

  const files = new Set<string>();
  const lazy = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !existsSync(path.join(dist, file))) return;
    files.add(file);
    if (!file.endsWith('.js')) return;
    const { imports, lazy: dynamic } = edges(file);
    imports.forEach(visit);
    dynamic.forEach((f) => lazy.add(f));
  };
  htmlScripts(dist).forEach(visit);
  const landingChunk = [...lazy].find((f) => !files.has(f) && landingRoute.test(label(f))) ?? null;
  if (landingChunk) visit(landingChunk);

  const measured = [...files].map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  const total = measured.reduce((n, f) => n + f.gzipBytes, 0);
  return {
    graph: manifestPath ? 'manifest' : 'imports',
    landingChunk,
    files: measured,
    totalGzipKb: Math.round(total / 100) / 10,
  };
}
