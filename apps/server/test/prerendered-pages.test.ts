import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPageFor, readPrerenderedPages } from '../src/http/plugins/prerendered-pages';

describe('pre-rendered public pages', () => {
  it('maps each listed path to its file, with or without a trailing slash', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered', 'landing.html'), '<html></html>');
    writeFileSync(path.join(dist, 'prerendered', 'pricing.html'), '<html></html>');
    writeFileSync(
      path.join(dist, 'prerendered', 'pages.json'),
      JSON.stringify({ '/': 'landing.html', '/pricing': 'pricing.html', '/team': 'gone.html' }),
    );
    const pages = readPrerenderedPages(dist);
    expect(prerenderedPageFor(pages, '/')).toBe('prerendered/landing.html');
    expect(prerenderedPageFor(pages, '/pricing/')).toBe('prerendered/pricing.html');
    // A listed file that is missing is left out: the app shell is sent instead.
    expect(prerenderedPageFor(pages, '/team')).toBeUndefined();
    expect(prerenderedPageFor(pages, '/signals')).toBeUndefined();
  });

  it('is empty for a build without pre-rendered pages', () => {
    expect(readPrerenderedPages(mkdtempSync(path.join(tmpdir(), 'web-dist-'))).size).toBe(0);
  });
});
