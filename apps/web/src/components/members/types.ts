import type { RouterOutputs } from '@/trpc/types';

export type Member = RouterOutputs['members']['list'][number];
export type OpenInvitation = RouterOutputs['members']['invitations'][number];
export type PermissionRow = RouterOutputs['members']['permissions'][number];
export type Role = Member['role'];

export const ROLES: Role[] = ['owner', 'admin', 'agent'];
