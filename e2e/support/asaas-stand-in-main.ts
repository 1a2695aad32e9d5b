import { createServer, type IncomingMessage } from 'node:http';
// The stand-ins' own source (e2e depends on neither package), as flights-duffel.spec.ts does.
import { AsaasInvoicesStandIn } from '../../packages/payments/src/asaas/invoices/stand-in';
import { AsaasStandIn } from '../../soak/src/asaas-stand-in';

/**
 * The Asaas stand-in as a process of the e2e run (playwright.config.ts starts it on ASAAS_STAND_IN_PORT),
 * made of the two stand-ins that already exist rather than a third: charges, refunds and voids are the
 * soak's (soak/src/asaas-stand-in.ts, behind this server on a port of its own), NFS-e the invoices
 * stand-in's (packages/payments/src/asaas/invoices/stand-in.ts cites the Asaas pages of each shape).
 * Each API key (`access_token`) is an account of its own, as at Asaas: its own invoices and webhook.
 *
 * Two routes under /stand-in are not Asaas' API: they play what happens outside it.
 * - `POST /stand-in/webhook { apiKey, url, token }`: the agency pastes the panel's webhook address and
 *   token into its Asaas account's webhook settings (https://docs.asaas.com/docs/sobre-os-webhooks).
 * - `POST /stand-in/city-hall { apiKey }`: the city hall takes its next step on each of the account's
 *   invoices waiting for it (issue asked: SYNCHRONIZED, then AUTHORIZED; cancel asked: CANCELED), and the
 *   account's webhook gets the INVOICE_* event; answers `[{ id, status, answer }]` (answer: the app's status).
 */
const charges = new AsaasStandIn();
await charges.start(0);
const accounts = new Map<string, AsaasInvoicesStandIn>();
const accountOf = (apiKey: string) => {
  if (!accounts.has(apiKey)) accounts.set(apiKey, new AsaasInvoicesStandIn());
  return accounts.get(apiKey)!;
};

// Invoices the city hall has a next step for (an invoice only scheduled waits for the app's `authorize`).
const waitingAtCityHall = (invoice: { status: string; authorizeRequested?: boolean }) =>
  (invoice.status === 'SCHEDULED' && invoice.authorizeRequested === true) ||
  invoice.status === 'SYNCHRONIZED' ||
  invoice.status === 'PROCESSING_CANCELLATION';

async function control(path: string, body: { apiKey?: string; url?: string; token?: string }): Promise<[number, unknown]> {
  if (!body.apiKey) return [400, { error: 'apiKey is required' }];
  const account = accountOf(body.apiKey);
  if (path === '/stand-in/webhook' && body.url && body.token) {
    account.webhookTo(body.url, body.token);
    return [200, { ok: true }];
  }
  if (path === '/stand-in/city-hall') {
    const steps = [];
    for (const invoice of [...account.invoices.values()].filter(waitingAtCityHall)) {
      const answer = await account.advance(invoice.id);
      steps.push({ id: invoice.id, status: invoice.status, answer });
    }
    return [200, steps];
  }
  return [404, { error: `unknown stand-in route ${path}` }];
}

/** Everything but invoices goes to the charges stand-in as it came. */
async function forwardToCharges(req: IncomingMessage, text: string): Promise<[number, string]> {
  const answer = await fetch(`${charges.url}${req.url ?? '/'}`, {
    method: req.method,
    headers: { 'content-type': 'application/json', access_token: String(req.headers.access_token ?? '') },
    ...(text && { body: text }),
  });
  return [answer.status, await answer.text()];
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : undefined;
      const path = req.url ?? '/';
      let status: number;
      let answer: string;
      if (path === '/stand-in/health') [status, answer] = [200, '{"ok":true}'];
      else if (path.startsWith('/stand-in/')) {
        const [code, reply] = await control(path, body ?? {});
        [status, answer] = [code, JSON.stringify(reply)];
      } else {
        const invoices = accountOf(String(req.headers.access_token ?? '')).handle(req.method ?? 'GET', path, body);
        [status, answer] = invoices ? [invoices.status, JSON.stringify(invoices.body)] : await forwardToCharges(req, text);
      }
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(answer);
    })().catch((err: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ code: 'stand_in', description: String(err) }] }));
    });
  });
});
const port = Number(process.env.ASAAS_STAND_IN_PORT ?? 3410);
server.listen(port, '127.0.0.1', () => console.log(`Asaas stand-in on http://127.0.0.1:${port}`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close();
  void charges.close().then(() => process.exit(0));
});
