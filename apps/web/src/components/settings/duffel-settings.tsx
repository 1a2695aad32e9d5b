'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Field } from '@/components/form/field';
import { SupplierAccountActions } from './supplier-account-actions';
import { useTRPC } from '@/trpc/client';
import type { RouterOutputs } from '@/trpc/types';

type SalesSettings = RouterOutputs['team']['salesSettings'];
type ConnectionResult = RouterOutputs['flights']['testDuffelConnection'];

// What each failure of "Testar conexão" means for the agency, in its words.
const FAILURES: Record<NonNullable<ConnectionResult['reason']>, string> = {
  not_configured: 'Nenhum token salvo. Cole o token de acesso da sua conta Duffel e teste de novo.',
  credentials:
    'A Duffel recusou o token. Confira se copiou o token inteiro (começa com duffel_test_ ou duffel_live_) e se ele não foi revogado no painel da Duffel.',
  unavailable: 'Não foi possível falar com a Duffel agora (serviço fora do ar ou endereço inacessível). Tente de novo em alguns minutos.',
  timeout: 'A Duffel demorou demais para responder. Tente de novo em alguns minutos.',
};

function connectionMessage(result: ConnectionResult): { ok: boolean; text: string } {
  if (!result.ok) return { ok: false, text: FAILURES[result.reason ?? 'unavailable'] };
  return {
    ok: true,
    text: result.testMode
      ? 'Conexão OK com um token de teste: a busca usa dados de teste da Duffel e nenhuma reserva é real.'
      : 'Conexão OK com um token de produção: as reservas são emitidas de verdade e pagas com o saldo da sua conta Duffel.',
  };
}

/**
 * Duffel as an online flight supplier of the agency: enabled or not, its access token (write-only:
 * blank keeps the saved one) and a connection test. Searches ask every enabled online supplier at once.
 */
export function DuffelSettings({ settings }: { settings: SalesSettings }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const others = settings.flightOnlineSuppliers.filter((name) => name !== 'duffel');
  const [enabled, setEnabled] = useState(settings.flightOnlineSuppliers.includes('duffel'));
  const [accessToken, setAccessToken] = useState('');
  const [baseUrl, setBaseUrl] = useState('');
  const typed = { ...(accessToken.trim() && { accessToken: accessToken.trim() }), ...(baseUrl.trim() && { baseUrl: baseUrl.trim() }) };
  const save = useMutation(
    trpc.team.updateSalesSettings.mutationOptions({
      onSuccess: () => {
        setAccessToken('');
        return queryClient.invalidateQueries(trpc.team.salesSettings.pathFilter());
      },
    }),
  );
  const test = useMutation(trpc.flights.testDuffelConnection.mutationOptions());
  const tested = test.data ? connectionMessage(test.data) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      flightOnlineSuppliers: enabled ? [...others, 'duffel'] : others,
      ...(typed.accessToken && { duffelCredentials: { accessToken: typed.accessToken, ...(typed.baseUrl && { baseUrl: typed.baseUrl }) } }),
    });
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-label="Duffel">
      <h2 className="card-title">Voos: Duffel</h2>
      <p className="small muted">
        Com a Duffel ativa, a busca de voos consulta a Duffel junto com os outros fornecedores. As emissões são pagas com o saldo da sua
        conta Duffel; o cliente paga a agência pelo gateway, como hoje. Tarifas em outras moedas são vendidas em reais pela política de
        câmbio (abaixo).
      </p>
      <label className="choice">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} /> Usar a Duffel nas buscas de voos
      </label>
      <div className="form-grid">
        <Field
          label="Token de acesso da Duffel"
          hint={settings.duffelCredentialsSet ? 'Token salvo. Preencha para trocar.' : 'Nenhum token salvo.'}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="new-password"
              placeholder="duffel_test_…"
              value={accessToken}
              onChange={(e) => setAccessToken(e.target.value)}
            />
          )}
        </Field>
        <Field label="URL da API (opcional)" hint="Em branco: https://api.duffel.com.">
          {(control) => (
            <input
              {...control}
              type="url"
              placeholder="https://api.duffel.com"
              value={baseUrl}
              onChange={(e) => setBaseUrl(e.target.value)}
            />
          )}
        </Field>
      </div>
      <SupplierAccountActions
        tested={tested}
        test={{ isPending: test.isPending, error: test.error, run: () => test.mutate(typed) }}
        save={{
          isPending: save.isPending,
          error: save.error,
          isSuccess: save.isSuccess,
          savedText: 'Duffel salva.',
          label: 'Salvar Duffel',
        }}
      />
    </form>
  );
}
