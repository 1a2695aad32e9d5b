import type { RouterOutputs } from '@/trpc/types';

export type MailListItem = RouterOutputs['mail']['list']['data'][number];
export type MailDetail = RouterOutputs['mail']['get'];
