/**
 * `npm run dev`: the gateway in watch mode on PORT (8080) and Vite's dev server on 5173 with hot
 * reload, proxying /api and /realms to the gateway. Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'server/main.ts'], { stdio: 'inherit', env: process.env }),
  spawn('npx', ['vite', '--port', '5173'], { stdio: 'inherit', env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
