import { fileURLToPath, URL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { inlineThemeInit, themeInitHashSource } from './build/inline-theme-init';

// The API server (apps/server) listens on 3000 and also serves the built app; in development
// Vite serves the app and forwards /api so the browser sees one origin, as in production.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// The Content-Security-Policy the server sends; `vite preview` sends it too so a CSP violation
// shows up before deployment (the dev server cannot: its HMR client injects inline code).
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${themeInitHashSource()}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "connect-src 'self' https://avatars.githubusercontent.com",
  "font-src 'self'",
].join('; ');

// Brotli and gzip copies of every text asset, written once at build time and served by content
// negotiation (apps/server web-app.ts, `preCompressed`), so no request spends CPU compressing.
const precompress = compression({
  algorithms: [
    defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    defineAlgorithm('gzip', { level: 9 }),
  ],
  include: /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|woff)$/,
  threshold: 1024,
  skipIfLargerOrEqual: true,
});

// Inter's Latin subset is the one font file every page paints with; the browser would only find
// it after the CSS has loaded, so the built index.html preloads it (the @font-face rules already
// say `font-display: swap`: text paints in the fallback font meanwhile). ADR 044.
function preloadLatinFont(): Plugin {
  return {
    name: 'gitsignals:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) throw new Error('preloadLatinFont: the Inter Latin font was not emitted');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineThemeInit(), preloadLatinFont(), precompress],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
    headers: { 'Content-Security-Policy': contentSecurityPolicy },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
});
