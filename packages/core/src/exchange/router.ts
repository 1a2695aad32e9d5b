import { z } from 'zod';
import { auditActorOf } from '../audit/actor';
import { permittedProcedure, router, teamProcedure } from '../trpc';
import { policyCurrencies } from './policies';
import { presentExchangePolicies } from './present-policies';
import { ZExchangePolicy, ZExchangePolicyInput } from './schemas';
import { updateExchangePolicy } from './update-policy';

/** The agency's exchange policy: readable by its keys and agents, changed in the panel (settings permission). */
export const exchangeRouter = router({
  policies: teamProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/v1/exchange-policies',
        tags: ['exchange'],
        summary: "The team's exchange policies and the rates in force",
        description:
          "Per currency: the source (PTAX, the Banco Central selling rate of the last business day, or the agency's own rate), the spread in percent, the maximum age in business days, the rate in force, the rate charged (`applied_rate` = rate x (1 + spread/100)) and whether offers priced in that currency sell now, or why not. EUR and USD are always present.",
      },
      rateLimit: 'account',
    })
    .input(z.object({}))
    .output(z.array(ZExchangePolicy))
    .query(({ ctx }) => presentExchangePolicies(ctx.db, ctx.caller.teamId)),

  /** Panel (Configurações › Câmbio, "Adicionar moeda"): the currencies a policy can be saved for. */
  currencies: teamProcedure.input(z.object({})).query(() => policyCurrencies()),

  updatePolicy: permittedProcedure('settings')
    .input(ZExchangePolicyInput)
    .output(z.array(ZExchangePolicy))
    .mutation(({ ctx, input }) => updateExchangePolicy(ctx.db, ctx.caller.teamId, input, auditActorOf(ctx))),
});
