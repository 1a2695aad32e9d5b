/**
 * The PTAX stand-in as a process, for demos and soaks:
 *   PTAX_STAND_IN_PORT=4020 pnpm --filter @tas/suppliers ptax-stand-in
 * then start the app with PTAX_BASE_URL=<the printed base>. Env: PTAX_STAND_IN_PORT (default 0: any
 * free port). EUR and USD close every business day at the stand-in's default rates.
 */
import { PtaxStandIn } from './stand-in';

const port = Number(process.env.PTAX_STAND_IN_PORT || 0);
const standIn = await PtaxStandIn.start({ port });
console.log(`PTAX stand-in listening on ${standIn.url}; PTAX_BASE_URL=${standIn.baseUrl}`);

const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
