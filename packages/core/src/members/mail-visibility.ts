import type { UserRole } from '@tas/db';
import { roleMay } from '../auth/permissions';

/**
 * Whether the panel's outbox ("E-mails enviados") hides a message's body from a viewer: its link is
 * a key to an account. An invitation link only to those who may invite (an agent could otherwise
 * join as the admin invited); a password reset link only to its recipient (an admin could
 * otherwise take over an owner's account). Without SMTP the recipient reads it there once signed in.
 */
export function linkHiddenFrom(message: { kind: string; to: string }, viewer: { role: UserRole; email: string }): boolean {
  if (message.kind === 'invitation') return !roleMay(viewer.role, 'members');
  if (message.kind === 'password_reset') return message.to.toLowerCase() !== viewer.email.toLowerCase();
  return false;
}
