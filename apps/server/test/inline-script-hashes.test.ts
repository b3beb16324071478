// The CSP allows the built app's inline theme script by its hash and nothing else inline: a
// browser runs a script only when the header names the SHA-256 of its exact text.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashSources } from '../src/http/inline-script-hashes';
import { createTestApp, type TestApp } from './helpers';

const THEME = "document.documentElement.classList.toggle('dark', true);";
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SHELL = `<html><head><script>${THEME}</script><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;
const BOOT = "requestAnimationFrame(function () { import('/assets/index.js'); });";
const SNAPSHOT = `<html><head><script>${THEME}</script></head><body><div id="root"><p>Pricing</p></div><script>${BOOT}</script></body></html>`;

describe('inlineScriptHashSources', () => {
  it('hashes each inline script once, and no script loaded from a file', () => {
    const html = `${SHELL}<script>${THEME}</script><script>\n  other();\n</script><script src="/x.js"></script>`;
    expect(inlineScriptHashSources(html)).toEqual([sha(THEME), sha('\n  other();\n')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashSources('<script src="/a.js"></script><p>script</p>')).toEqual([]);
  });
});

describe('the Content-Security-Policy of a built app', () => {
  let built: TestApp;
  let unbuilt: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    mkdirSync(path.join(dist, 'prerendered'));
    writeFileSync(path.join(dist, 'prerendered', 'pricing.html'), SNAPSHOT);
    writeFileSync(path.join(dist, 'prerendered', 'pages.json.html.br'), 'not a page');
    built = await createTestApp({ webDistDir: dist });
    unbuilt = await createTestApp();
  });
  afterAll(async () => {
    await built.close();
    await unbuilt.close();
  });

  const scriptSrc = (header: unknown) =>
    String(header)
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src'));

  it("allows the shell's and the snapshots' scripts by their hashes beside 'self', on pages and API answers alike", async () => {
    for (const url of ['/', '/api/health']) {
      const res = await built.app.inject({ method: 'GET', url });
      expect(scriptSrc(res.headers['content-security-policy'])).toBe(
        `script-src 'self' ${sha(THEME)} ${sha(BOOT)}`,
      );
    }
  });

  it('allows no inline script at all when there is no built app', async () => {
    const res = await unbuilt.app.inject({ method: 'GET', url: '/api/health' });
    expect(scriptSrc(res.headers['content-security-policy'])).toBe("script-src 'self'");
  });
});
