// `npm run dev`: the API with restart on change (port 3000) and Vite with hot reload (port 5173).
import { bin, ensureDependencies, loadEnvFile, serve } from './lib.mjs';

ensureDependencies();
loadEnvFile();
serve(bin('tsx'), ['watch', '--clear-screen=false', 'apps/server/src/server.ts'], { LOG_PRETTY: 'true' });
serve(bin('vite'), ['--config', 'apps/web/vite.config.ts', 'apps/web']);
console.log('> web with hot reload: http://localhost:5173  (API: http://localhost:3000, docs: /docs)');
