// The built web app inlines small scripts: the theme in every page's <head>, before the first
// paint (apps/web build/inline-theme-init.ts), and in the pre-rendered pages the one that loads
// the app after that paint (build/after-paint-boot.ts). The Content-Security-Policy allows inline
// code only by hash, so the server hashes whatever inline scripts the built pages hold: a changed
// script is allowed by the next build with nothing to keep in step by hand.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` CSP sources for each inline script of `html`, in order, without repeats. */
export function inlineScriptHashSources(html: string): string[] {
  const sources = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return [...new Set(sources)];
}

/**
 * The hash sources of the built app's pages (index.html and dist/prerendered/*.html); none when
 * the app is not built.
 */
export function builtAppInlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir || !existsSync(path.join(distDir, 'index.html'))) return [];
  const prerenderedDir = path.join(distDir, 'prerendered');
  const prerendered = existsSync(prerenderedDir)
    ? readdirSync(prerenderedDir)
        .filter((file) => file.endsWith('.html'))
        .map((file) => path.join(prerenderedDir, file))
    : [];
  const pages = [path.join(distDir, 'index.html'), ...prerendered];
  return [...new Set(pages.flatMap((page) => inlineScriptHashSources(readFileSync(page, 'utf8'))))];
}
