import { permissionTable } from '../auth/permissions';
import { agentProcedure, permittedProcedure, router } from '../trpc';
import type { MemberActor } from './actor';
import { changeMemberRole, listMembers, setMemberActive } from './change-member';
import { inviteMember, listOpenInvitations, revokeInvitation } from './invite-member';
import { ZInvitationInput, ZInviteInput, ZMemberInput, ZRoleChangeInput } from './schemas';

const actorOf = (ctx: { agent: MemberActor | Omit<MemberActor, 'ip'>; ip: string }): MemberActor => ({ ...ctx.agent, ip: ctx.ip });

/** Panel only ("Equipe"): every member sees the team and the permission table; owners and admins change it. */
export const membersRouter = router({
  list: agentProcedure.query(({ ctx }) => listMembers(ctx.db, ctx.caller.teamId)),
  permissions: agentProcedure.query(() => permissionTable()),

  invitations: permittedProcedure('members').query(({ ctx }) => listOpenInvitations(ctx.db, ctx.caller.teamId)),
  invite: permittedProcedure('members')
    .input(ZInviteInput)
    .mutation(({ ctx, input }) => inviteMember(ctx.db, actorOf(ctx), input)),
  revokeInvitation: permittedProcedure('members')
    .input(ZInvitationInput)
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, actorOf(ctx), input.id)),
  changeRole: permittedProcedure('members')
    .input(ZRoleChangeInput)
    .mutation(({ ctx, input }) => changeMemberRole(ctx.db, actorOf(ctx), input.userId, input.role)),
  deactivate: permittedProcedure('members')
    .input(ZMemberInput)
    .mutation(({ ctx, input }) => setMemberActive(ctx.db, actorOf(ctx), input.userId, false)),
  reactivate: permittedProcedure('members')
    .input(ZMemberInput)
    .mutation(({ ctx, input }) => setMemberActive(ctx.db, actorOf(ctx), input.userId, true)),
});
