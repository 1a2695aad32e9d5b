'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { HotelbedsCertificateFields, type CertificateUpload } from './hotelbeds-certificate-fields';
import { SupplierAccountActions } from './supplier-account-actions';
import { ErrorState, Loading } from '@/components/query-state';
import { useTRPC } from '@/trpc/client';
import type { RouterOutputs } from '@/trpc/types';

type HotelSuppliers = RouterOutputs['team']['hotelSuppliers'];
type Provider = HotelSuppliers['hotelSuppliers'][number];
type ConnectionResult = RouterOutputs['team']['testHotelSupplier'];

export const HOTEL_SUPPLIER_NAMES: Record<string, string> = { sandbox: 'Sandbox', hotelbeds: 'Hotelbeds' };

// What each failure of "Testar conexão" means for the agency, in its words.
const FAILURES: Record<Extract<ConnectionResult, { ok: false }>['reason'], string> = {
  not_configured: 'Nenhuma credencial salva. Preencha a API key e o secret da sua conta Hotelbeds e teste de novo.',
  credentials:
    'Credenciais inválidas: a Hotelbeds recusou a API key ou o secret. Confira se copiou os dois inteiros e se a conta está ativa.',
  quota:
    'Cota excedida: a conta Hotelbeds atingiu o limite de chamadas (contas de avaliação têm um limite diário). Tente amanhã ou peça mais cota à Hotelbeds.',
  unavailable: 'A Hotelbeds está fora do ar ou o endereço não responde. Tente de novo em alguns minutos.',
  timeout: 'Tempo esgotado: a Hotelbeds demorou demais para responder. Tente de novo em alguns minutos.',
  certificate_missing:
    'API key e secret OK, mas nenhum certificado de cliente foi enviado: a Hotelbeds exige o certificado (mTLS) em toda chamada da Booking API. Envie o certificado e a chave.',
  certificate_expired:
    'O certificado de cliente está expirado: a Hotelbeds recusa as chamadas. Gere um novo, cadastre-o na Hotelbeds e envie-o aqui.',
  certificate_refused:
    'A Hotelbeds recusou o certificado de cliente. Confira se é o certificado cadastrado no portal da Hotelbeds para esta conta e se foi emitido por uma autoridade certificadora pública.',
  certificate_unreadable:
    'O certificado não pôde ser lido: confira se enviou o certificado e a chave privada certos (PEM) ou o arquivo PKCS#12 com a senha correta.',
};

/**
 * The hotel suppliers a search asks together (each hotel shows whose it is), and the agency's own
 * Hotelbeds account: write-only (blank keeps the saved one), with a connection test.
 */
export function HotelSuppliersSettings() {
  const trpc = useTRPC();
  const current = useQuery(trpc.team.hotelSuppliers.queryOptions());
  if (current.isPending) return <Loading label="Carregando fornecedores de hotéis…" />;
  if (current.isError) return <ErrorState error={current.error} onRetry={() => void current.refetch()} />;
  return <HotelSuppliersForm current={current.data} />;
}

function HotelSuppliersForm({ current }: { current: HotelSuppliers }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState<Provider[]>(current.hotelSuppliers);
  const [apiKey, setApiKey] = useState('');
  const [secret, setSecret] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const [certificate, setCertificate] = useState<CertificateUpload | null>(null);
  const typed =
    apiKey.trim() && secret.trim()
      ? { apiKey: apiKey.trim(), secret: secret.trim(), ...(baseUrl.trim() && { baseUrl: baseUrl.trim() }) }
      : null;
  const save = useMutation(
    trpc.team.updateHotelSuppliers.mutationOptions({
      onSuccess: () => {
        setSecret('');
        setCertificate(null);
        return Promise.all([
          queryClient.invalidateQueries(trpc.team.hotelSuppliers.pathFilter()),
          queryClient.invalidateQueries(trpc.team.salesSettings.pathFilter()),
        ]);
      },
    }),
  );
  const test = useMutation(trpc.team.testHotelSupplier.mutationOptions());
  const tested = test.data
    ? test.data.ok
      ? { ok: true, text: `Conexão OK com a Hotelbeds (${test.data.ms} ms).` }
      : { ok: false, text: FAILURES[test.data.reason] }
    : null;

  function toggle(provider: Provider, on: boolean) {
    setEnabled((list) => (on ? [...list.filter((p) => p !== provider), provider] : list.filter((p) => p !== provider)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      hotelSuppliers: enabled,
      ...(typed && { hotelbedsCredentials: typed }),
      ...(certificate && { hotelbedsCertificate: certificate }),
    });
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-label="Fornecedores de hotéis">
      <h2 className="card-title">Fornecedores de hotéis</h2>
      <p className="small muted">
        A busca consulta todos os fornecedores ativos ao mesmo tempo; cada hotel mostra de qual fornecedor veio.
      </p>
      {(['sandbox', 'hotelbeds'] as const).map((provider) => (
        <label key={provider} className="choice">
          <input type="checkbox" checked={enabled.includes(provider)} onChange={(e) => toggle(provider, e.target.checked)} /> Usar{' '}
          {HOTEL_SUPPLIER_NAMES[provider]} nas buscas de hotéis
          {provider === 'sandbox' && <span className="small muted"> (dados de teste)</span>}
        </label>
      ))}
      <h3 className="card-title">Conta Hotelbeds</h3>
      <div className="form-grid">
        <Field
          label="API key da Hotelbeds"
          hint={current.hotelbedsCredentialsSet ? 'Credenciais salvas. Preencha para trocar.' : 'Nenhuma credencial salva.'}
        >
          {(control) => <input {...control} autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} />}
        </Field>
        <Field label="Secret da Hotelbeds">
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" value={secret} onChange={(e) => setSecret(e.target.value)} />
          )}
        </Field>
        <Field label="URL da API da Hotelbeds" hint="Em branco: ambiente de avaliação (https://api.test.hotelbeds.com).">
          {(control) => (
            <input
              {...control}
              type="url"
              placeholder="https://api.test.hotelbeds.com"
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
            />
          )}
        </Field>
      </div>
      <HotelbedsCertificateFields
        stored={current.hotelbedsCertificate}
        onChange={setCertificate}
        onRemove={() => save.mutate({ removeHotelbedsCertificate: true })}
        removing={save.isPending}
      />
      <SupplierAccountActions
        tested={tested}
        test={{
          isPending: test.isPending,
          error: test.error,
          run: () =>
            test.mutate({
              provider: 'hotelbeds',
              ...(typed && { hotelbedsCredentials: typed }),
              ...(certificate && { hotelbedsCertificate: certificate }),
            }),
        }}
        save={{
          isPending: save.isPending,
          error: save.error,
          isSuccess: save.isSuccess,
          savedText: 'Fornecedores salvos.',
          label: 'Salvar fornecedores',
        }}
      />
    </form>
  );
}
