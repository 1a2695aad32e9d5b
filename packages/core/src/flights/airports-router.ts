import { searchAirports } from '@tas/suppliers';
import { publicProcedure, router } from '../trpc';
import { ZAirports } from './response-schemas';
import { ZAirportsQuery } from './schemas';

/** Airports autocomplete, step 1 of the flight flow: public, no envelope, per-address rate limit. */
export const airportsRouter = router({
  search: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/public/airports/search',
        tags: ['flights'],
        summary: 'Airports autocomplete (public)',
        description:
          'Airports whose name, city or IATA code matches `q` (at least 2 characters), for an autocomplete; no key, answered without the data envelope.',
      },
      envelope: false,
      rateLimit: 'public',
    })
    .input(ZAirportsQuery)
    .output(ZAirports)
    .query(({ input }) => ({ airports: searchAirports(input.q, input.limit) })),
});
