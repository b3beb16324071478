import { describe, expect, it, vi } from 'vitest';
import { withScriptsAfterPaint } from './after-paint-boot';

const SHELL = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <script>theme()</script>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');

describe('withScriptsAfterPaint', () => {
  it('leaves no module script or preload for the browser to fetch while the page parses', () => {
    const html = withScriptsAfterPaint(SHELL);
    const markup = html.replace(/<script>[\s\S]*?<\/script>/g, '');
    expect(markup).not.toMatch(/<script|modulepreload/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
    expect(inlineScripts(html)[0]).toBe('theme()');
  });

  it('requests the preloads and then the entry only once a frame has been painted', () => {
    const boot = inlineScripts(withScriptsAfterPaint(SHELL))[1] ?? '';
    document.head.replaceChildren();
    const frames: (() => void)[] = [];
    vi.useFakeTimers();
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(() => callback(0));
      return frames.length;
    });
    new Function(boot)();
    expect(document.head.children).toHaveLength(0);
    frames.forEach((frame) => frame());
    expect(document.head.children).toHaveLength(0);
    vi.runAllTimers();
    const added = [...document.head.children].map((element) =>
      element instanceof HTMLScriptElement
        ? `script ${element.type} ${element.getAttribute('src')} ${element.crossOrigin}`
        : `link ${element.getAttribute('rel')} ${element.getAttribute('href')} ${(element as HTMLLinkElement).crossOrigin}`,
    );
    expect(added).toEqual([
      'link modulepreload /assets/react-B2.js ',
      'link modulepreload /assets/router-C3.js ',
      'script module /assets/index-A1.js ',
    ]);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('refuses a shell without a module entry', () => {
    expect(() => withScriptsAfterPaint('<html><body></body></html>')).toThrow(/module entry/);
  });
});
