import { AsaasStandIn } from './asaas-stand-in';

// The Asaas stand-in as a process of its own: `pnpm --filter @tas/soak asaas-stand-in` (PORT, default 3410).
// The soak runs it inside the driver, which reads its records directly.
const standIn = new AsaasStandIn();
const url = await standIn.start(Number(process.env.PORT ?? 3410));
console.log(`Asaas stand-in on ${url}`);
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
