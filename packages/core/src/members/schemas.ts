import { z } from 'zod';
import { ZNewPassword } from '../users/service';

export const ZRole = z.enum(['owner', 'admin', 'agent']);
const ZEmail = z.string().trim().toLowerCase().pipe(z.email().max(254));
const ZToken = z.string().min(20).max(200);

export const ZInviteInput = z.object({ email: ZEmail, role: ZRole });
export const ZRoleChangeInput = z.object({ userId: z.uuid(), role: ZRole });
export const ZMemberInput = z.object({ userId: z.uuid() });
export const ZInvitationInput = z.object({ id: z.uuid() });

export const ZInvitationTokenInput = z.object({ token: ZToken });
export const ZAcceptInvitationInput = z.object({ token: ZToken, name: z.string().trim().min(1).max(120), password: ZNewPassword });
export const ZPasswordResetRequestInput = z.object({ email: ZEmail });
export const ZPasswordResetInput = z.object({ token: ZToken, password: ZNewPassword });
