import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** The account a Hotelbeds stand-in accepts, as its process (main.ts) prints it once it listens. */
export interface PrintedAccount {
  baseUrl: string;
  apiKey: string;
  secret: string;
}

/**
 * For tools that run the stand-in as a process of its own (the soak, the bench): the account from the
 * JSON line main.ts prints, once it is printed; rejects if the process exits first.
 */
export function printedAccount(child: ChildProcess): Promise<PrintedAccount> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('the Hotelbeds stand-in was started without a stdout pipe'));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const printed = JSON.parse(line) as { hotelbedsStandIn: string; apiKey: string; secret: string };
      resolve({ baseUrl: printed.hotelbedsStandIn, apiKey: printed.apiKey, secret: printed.secret });
    });
    child.once('exit', (code, signal) => reject(new Error(`the Hotelbeds stand-in exited (${code ?? signal}) before it started`)));
  });
}
