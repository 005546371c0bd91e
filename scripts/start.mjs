// `npm start`: build the web app when it is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
};
const index = join(root, 'packages/web/dist/index.html');
const sources = Math.max(newest(join(root, 'packages/web')), newest(join(root, 'packages/core/src')));
if (!existsSync(index) || statSync(index).mtimeMs < sources) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
