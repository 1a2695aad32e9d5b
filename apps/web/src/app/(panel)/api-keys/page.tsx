import type { Metadata } from 'next';
import { ApiKeysManager } from '@/components/api-keys/api-keys-manager';

export const metadata: Metadata = { title: 'Chaves de API' };

export default function ApiKeysPage() {
  return (
    <>
      <header className="page-header">
        <h1>Chaves de API</h1>
        <p className="muted">
          Envie a chave no cabeçalho <code>Authorization: Bearer &lt;chave&gt;</code>. Chaves de teste usam os fornecedores e o gateway de
          pagamento sandbox.
        </p>
      </header>
      <ApiKeysManager />
    </>
  );
}
