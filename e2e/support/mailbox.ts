import { expect } from '@playwright/test';
import { runCli } from './cli';

/**
 * The recipient's mailbox for account e-mails (invitations, password resets). The e2e server has no
 * SMTP, so the message is kept and nobody reads its link in the panel: the operator hands it over
 * with `pnpm cli mail:link --to`, once the mail job (each minute) has run. Answers the link as a path
 * (it is absolute, on PUBLIC_BASE_URL: this server); `not` waits for a link other than that one.
 */
export async function accountLinkTo(to: string, not?: string): Promise<string> {
  let path = '';
  await expect(() => {
    path = new URL(String(runCli(['mail:link', '--to', to]).url)).pathname;
    expect(path).not.toBe(not);
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  return path;
}
