import { publicProcedure, router } from '../trpc';
import { requestPasswordReset, resetPassword } from '../users/password-reset';
import { acceptInvitation, getInvitation } from './accept-invitation';
import { ZAcceptInvitationInput, ZInvitationTokenInput, ZPasswordResetInput, ZPasswordResetRequestInput } from './schemas';

const limited = { rateLimit: 'public' } as const;

/** Public pages with no session (panel tRPC only, no REST route): accepting an invitation, resetting a password. */
export const accountRouter = router({
  invitation: publicProcedure
    .meta(limited)
    .input(ZInvitationTokenInput)
    .query(({ ctx, input }) => getInvitation(ctx.db, input.token)),
  acceptInvitation: publicProcedure
    .meta(limited)
    .input(ZAcceptInvitationInput)
    .mutation(({ ctx, input }) => acceptInvitation(ctx.db, input, ctx.ip)),
  requestPasswordReset: publicProcedure
    .meta(limited)
    .input(ZPasswordResetRequestInput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx.db, input.email, { clientAddress: ctx.ip })),
  resetPassword: publicProcedure
    .meta(limited)
    .input(ZPasswordResetInput)
    .mutation(({ ctx, input }) => resetPassword(ctx.db, input, ctx.ip)),
});
