import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

/** A TypeScript script of this folder run as a child process (through tsx) on the database at `databaseUrl`. */
export function forkTestProcess(script: string, databaseUrl: string): ChildProcess {
  // The package's folder, where `--import tsx` finds its loader.
  const cwd = fileURLToPath(new URL('../..', import.meta.url));
  return fork(fileURLToPath(new URL(script, import.meta.url)), {
    cwd,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  });
}

/** The child's next message; rejects, naming the child, if it exits first. */
export function nextMessage<T>(child: ChildProcess, name: string): Promise<T> {
  return Promise.race([
    once(child, 'message').then(([message]) => message as T),
    once(child, 'exit').then(([code]) => Promise.reject(new Error(`${name} exited (${String(code)})`))),
  ]);
}
