import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

/**
 * The API prefixes of spec 000/001 §7. They are proxied to the Fastify server in development and in
 * `vite preview`, so the browser sees one origin exactly as in production (DESIGN.md §1).
 */
const API_PREFIXES = ['/schome', '/alpasq', '/dls', '/keris-sso', '/service', '/docs', '/healthz'];

const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';

/**
 * Anchored to a whole path segment: a plain prefix key would also proxy any page whose path merely
 * starts with one of these words, and page paths are the spec's, not ours to rename.
 */
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  API_PREFIXES.map((prefix) => [`^${prefix}(?:[/?]|$)`, { target: apiOrigin, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
