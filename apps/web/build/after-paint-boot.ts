// A pre-rendered page paints from its HTML alone; its JavaScript is only needed to hydrate it.
// Listed in <head>, the app's ~30 module files were requested while the HTML was still parsing and
// competed with it, the font and the first paint for a phone's bandwidth (Lighthouse counted every
// one of them into the page's LCP: 2.5 s). The snapshot instead carries this small inline script,
// which requests them after the first paint (ADR 050). The CSP allows it by its hash, as the
// theme script (apps/server http/inline-script-hashes.ts hashes every pre-rendered page).

/** The shell's module entry and its modulepreload links, as Vite wrote them into index.html. */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The inline script: after the next frame (or at once in a background tab, where frames do not
 * come), it adds the modulepreload links and then the entry, as the shell had them.
 */
function bootScript(entry: string, preloads: string[]): string {
  const files = JSON.stringify([...preloads, entry]);
  return [
    '(function () {',
    `  var files = ${files};`,
    '  function start() {',
    '    files.forEach(function (href, index) {',
    '      var entry = index === files.length - 1;',
    "      var element = document.createElement(entry ? 'script' : 'link');",
    "      if (entry) { element.type = 'module'; element.src = href; }",
    "      else { element.rel = 'modulepreload'; element.href = href; }",
    "      element.crossOrigin = '';",
    '      document.head.appendChild(element);',
    '    });',
    '  }',
    "  if (document.visibilityState === 'hidden') start();",
    '  else requestAnimationFrame(function () { setTimeout(start, 0); });',
    '})();',
  ].join('\n');
}

/** The shell with its module entry and preloads moved into the after-paint script. */
export function withScriptsAfterPaint(shell: string): string {
  const entry = ENTRY.exec(shell)?.[1];
  if (!entry) throw new Error('dist/index.html: expected one module entry script');
  const preloads = [...shell.matchAll(PRELOAD)].map((match) => match[1] ?? '');
  const stripped = shell.replace(ENTRY, '').replace(PRELOAD, '');
  if (!stripped.includes('</body>')) throw new Error('dist/index.html: no </body>');
  return stripped.replace(
    '</body>',
    () => `<script>${bootScript(entry, preloads)}</script>\n</body>`,
  );
}
