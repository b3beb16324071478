import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server (apps/server) listens on 3000 and also serves the built app; in development
// Vite serves the app and forwards /api so the browser sees one origin, as in production.
const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// The Content-Security-Policy the server sends; `vite preview` sends it too so a CSP violation
// shows up before deployment (the dev server cannot: its HMR client injects inline code).
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "connect-src 'self' https://avatars.githubusercontent.com",
  "font-src 'self'",
].join('; ');

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
