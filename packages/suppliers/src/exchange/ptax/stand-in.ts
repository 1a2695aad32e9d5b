/**
 * An HTTP stand-in for the Banco Central's Olinda PTAX service on 127.0.0.1, answering
 * CotacaoMoedaPeriodo as Olinda does (see olinda.ts for the documentation links): the
 * `{ "@odata.context", "value": [...] }` envelope, rows with paridadeCompra, paridadeVenda,
 * cotacaoCompra, cotacaoVenda, dataHoraCotacao ("YYYY-MM-DD HH:MM:SS.fff") and tipoBoletim, four
 * bulletins per business day (three "Intermediário"-style and the closing "Fechamento PTAX"), none on
 * weekends, none before its time on the stand-in's clock. Rates come from `rates` (per currency and day) or a fixed default; `outage()` makes every
 * request fail with HTTP 503, as during the Banco Central's maintenance windows.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PtaxStandInOptions {
  port?: number;
  /** The stand-in's clock: bulletins after it are not published yet (Brasília time). */
  now?: () => Date;
  /** Closing selling rate per currency and day, e.g. { EUR: { '2030-03-04': 5.4321 } }; else DEFAULT_RATES. */
  rates?: Record<string, Record<string, number>>;
}

/** Reais per unit when no day-specific rate is set (four decimals, as PTAX). */
export const PTAX_STAND_IN_DEFAULT_RATES: Record<string, number> = { EUR: 5.8123, USD: 5.3456 };
const ODATA_PATH = '/olinda/servico/PTAX/versao/v1/odata';

const fromOlindaDate = (literal: string | null) => {
  const match = /^'(\d{2})-(\d{2})-(\d{4})'$/.exec(literal ?? '');
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
};

function* days(from: string, to: string): Generator<string> {
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) yield day.toISOString().slice(0, 10);
  }
}

const four = (n: number) => Number(n.toFixed(4));

export class PtaxStandIn {
  readonly requests: string[] = [];
  url = '';
  #down = false;
  readonly #rates: Record<string, Record<string, number>>;
  readonly #now: () => Date;
  readonly #server: Server;

  private constructor(options: PtaxStandInOptions) {
    this.#rates = options.rates ?? {};
    this.#now = options.now ?? (() => new Date());
    this.#server = createServer((req, res) => {
      this.requests.push(req.url ?? '');
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(body));
      };
      if (this.#down) return reply(503, { error: { code: '503', message: 'Serviço indisponível' } });
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.method !== 'GET' || !url.pathname.startsWith(`${ODATA_PATH}/CotacaoMoedaPeriodo(`)) {
        return reply(404, { error: { code: '404', message: 'Recurso não encontrado' } });
      }
      const currency = /^'([A-Z]{3})'$/.exec(url.searchParams.get('@moeda') ?? '')?.[1];
      const from = fromOlindaDate(url.searchParams.get('@dataInicial'));
      const to = fromOlindaDate(url.searchParams.get('@dataFinalCotacao'));
      if (!currency || !from || !to) return reply(400, { error: { code: '400', message: 'Parâmetros inválidos' } });
      const value = [...days(from, to)].flatMap((day) => this.#bulletins(currency, day));
      return reply(200, { '@odata.context': `${this.url}${ODATA_PATH}/$metadata#_CotacaoMoedaPeriodo`, value });
    });
  }

  static async start(options: PtaxStandInOptions = {}): Promise<PtaxStandIn> {
    const standIn = new PtaxStandIn(options);
    await new Promise<void>((resolve) => standIn.#server.listen(options.port ?? 0, '127.0.0.1', resolve));
    standIn.url = `http://127.0.0.1:${(standIn.#server.address() as AddressInfo).port}`;
    return standIn;
  }

  /** The base an adapter is pointed at (PTAX_BASE_URL). */
  get baseUrl(): string {
    return `${this.url}${ODATA_PATH}`;
  }

  /** Sets the closing selling rate of a currency on a day. */
  setRate(currency: string, day: string, selling: number): void {
    (this.#rates[currency] ??= {})[day] = selling;
  }

  /** Every request fails (HTTP 503) until `restore()`. */
  outage(): void {
    this.#down = true;
  }

  restore(): void {
    this.#down = false;
  }

  #bulletins(currency: string, day: string) {
    const selling = this.#rates[currency]?.[day] ?? PTAX_STAND_IN_DEFAULT_RATES[currency];
    if (selling === undefined) return [];
    const row = (time: string, sell: number, tipoBoletim: string) => ({
      paridadeCompra: 1,
      paridadeVenda: 1,
      cotacaoCompra: four(sell - 0.0006),
      cotacaoVenda: four(sell),
      dataHoraCotacao: `${day} ${time}`,
      tipoBoletim,
    });
    const published = (time: string) => Date.parse(`${day}T${time}-03:00`) <= this.#now().getTime();
    return [
      row('10:08:29.563', selling + 0.0105, 'Abertura'),
      row('11:04:31.020', selling + 0.0052, 'Intermediário'),
      row('12:03:27.800', selling - 0.0031, 'Intermediário'),
      row('13:08:31.118', selling, 'Fechamento PTAX'),
    ].filter((bulletin) => published(bulletin.dataHoraCotacao.slice(11)));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }
}
