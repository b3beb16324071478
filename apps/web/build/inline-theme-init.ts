// The theme script runs before the first paint, so it sits in <head> as a blocking script. As a
// file it cost the phone a round trip before anything painted (ADR 050); inlined, it costs none.
// The CSP still forbids inline code except this exact text: the server allows it by its SHA-256
// hash (apps/server http/inline-script-hashes.ts), `vite preview` by the hash computed here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const SOURCE = new URL('./theme-init.js', import.meta.url);
const PLACEHOLDER = '<!-- theme-init -->';

/** The script's text as it is inlined: the file without its leading comment lines. */
export function themeInitCode(): string {
  return readFileSync(SOURCE, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('//') && !line.startsWith('/* global'))
    .join('\n')
    .trim();
}

/** The CSP source that allows exactly that text. */
export function themeInitHashSource(): string {
  return `'sha256-${createHash('sha256').update(themeInitCode()).digest('base64')}'`;
}

/** Replaces index.html's `<!-- theme-init -->` with the inline script (dev server and build). */
export function inlineThemeInit(): Plugin {
  return {
    name: 'gitsignals:inline-theme-init',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(PLACEHOLDER)) {
          throw new Error(`inlineThemeInit: index.html lacks ${PLACEHOLDER}`);
        }
        return html.replace(PLACEHOLDER, `<script>${themeInitCode()}</script>`);
      },
    },
  };
}
