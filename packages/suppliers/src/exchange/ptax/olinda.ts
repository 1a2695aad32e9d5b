/**
 * PTAX from the Banco Central do Brasil's Olinda OData service (public data, no account):
 *   GET {base}/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)
 *       ?@moeda='EUR'&@dataInicial='MM-DD-YYYY'&@dataFinalCotacao='MM-DD-YYYY'&$format=json
 * answers `{ "@odata.context": ..., "value": [{ paridadeCompra, paridadeVenda, cotacaoCompra,
 * cotacaoVenda, dataHoraCotacao: "YYYY-MM-DD HH:MM:SS.fff", tipoBoletim }] }`, one row per bulletin
 * ("Abertura", "Intermediário", and the closing "Fechamento PTAX"). Documentation:
 * https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/documentacao and the dataset page
 * https://dadosabertos.bcb.gov.br/dataset/taxas-de-cambio-todos-os-boletins-diarios.
 * The PTAX of a day is its closing bulletin; we keep its selling rate (cotacaoVenda) as decimal text.
 */
import { SupplierError } from '../../lib/errors';

export const PTAX_DEFAULT_BASE_URL = 'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata';

/** One day's closing PTAX of a currency, in reais per unit. */
export interface PtaxClosing {
  currency: string;
  /** YYYY-MM-DD, the bulletin's day in Brasília. */
  date: string;
  sellingRate: string;
  buyingRate: string;
  /** The bulletin's time (ISO 8601 with offset; Brasília is UTC-3 all year since 2019). */
  bulletinAt: string;
}

interface OlindaRow {
  cotacaoCompra: number;
  cotacaoVenda: number;
  dataHoraCotacao: string;
  tipoBoletim?: string;
}

/** Olinda's date literal: 'MM-DD-YYYY'. */
const olindaDate = (isoDate: string) => `'${isoDate.slice(5, 7)}-${isoDate.slice(8, 10)}-${isoDate.slice(0, 4)}'`;

/**
 * PTAX rates are published with 4 decimals; a JSON number prints back as the shortest text that reads
 * as the same number, which for such values is exactly the digits Olinda wrote (without trailing zeros).
 */
function rateText(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new Error(`not a rate: ${String(value)}`);
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new Error(`not a plain decimal: ${text}`);
  return text;
}

function closingOf(currency: string, row: OlindaRow): PtaxClosing {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?$/.exec(row.dataHoraCotacao);
  if (!match) throw new Error(`unexpected dataHoraCotacao: ${row.dataHoraCotacao}`);
  const millis = (match[3] ?? '.000').slice(0, 4).padEnd(4, '0');
  return {
    currency,
    date: match[1]!,
    sellingRate: rateText(row.cotacaoVenda),
    buyingRate: rateText(row.cotacaoCompra),
    bulletinAt: new Date(`${match[1]}T${match[2]}${millis}-03:00`).toISOString(),
  };
}

/**
 * The closing PTAX of each business day from `from` to `to` (YYYY-MM-DD, inclusive) for a currency
 * (ISO code, e.g. EUR, USD). Days without a closing bulletin (weekends, holidays, today before it is
 * published) are simply absent. An outage or an unreadable answer throws SupplierError `unavailable`.
 */
export async function fetchPtaxClosings(
  currency: string,
  range: { from: string; to: string },
  options: { baseUrl?: string; signal?: AbortSignal } = {},
): Promise<PtaxClosing[]> {
  const base = (options.baseUrl ?? PTAX_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const query = new URLSearchParams({
    '@moeda': `'${currency}'`,
    '@dataInicial': olindaDate(range.from),
    '@dataFinalCotacao': olindaDate(range.to),
    $format: 'json',
  });
  const url = `${base}/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)?${query}`;
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' }, signal: options.signal ?? AbortSignal.timeout(15_000) });
  } catch (error) {
    throw new SupplierError(`PTAX unreachable: ${(error as Error).message}`, 'unavailable');
  }
  if (!res.ok) throw new SupplierError(`PTAX answered HTTP ${res.status}`, 'unavailable', { status: res.status });
  try {
    const body = (await res.json()) as { value?: OlindaRow[] };
    if (!Array.isArray(body.value)) throw new Error('no value array');
    return body.value.filter((row) => row.tipoBoletim?.startsWith('Fechamento')).map((row) => closingOf(currency, row));
  } catch (error) {
    throw new SupplierError(`PTAX answer unreadable: ${(error as Error).message}`, 'unavailable');
  }
}
