// `npm start`: install if needed, build the web app, start the portal on the embedded database with demo data.
import { bin, ensureDependencies, loadEnvFile, run, serve } from './lib.mjs';

ensureDependencies();
loadEnvFile();
run('npm', ['run', 'build', '--silent']);
const port = process.env.PORT ?? '3000';
console.log(`> portal starting on http://localhost:${port} (demo accounts: README.md)`);
serve(bin('tsx'), ['apps/server/src/server.ts'], { NODE_ENV: process.env.NODE_ENV ?? 'production' });
