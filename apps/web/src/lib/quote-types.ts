import type { RouterInputs, RouterOutputs } from '@/trpc/types';

export type QuoteSummary = RouterOutputs['quotes']['list']['quotes'][number];
export type QuoteDetail = RouterOutputs['quotes']['get'];
export type QuoteStatus = QuoteSummary['status'];
export type QuoteListInput = RouterInputs['quotes']['list'];
export type QuoteCreateInput = RouterInputs['quotes']['create'];
export type QuoteItemType = QuoteCreateInput['items'][number]['type'];
export type PublicQuote = RouterOutputs['publicQuotes']['get'];
