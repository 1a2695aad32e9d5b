'use client';

import { useState } from 'react';
import { Field } from '@/components/form/field';
import { formatDate } from '@/lib/format';
import type { RouterInputs, RouterOutputs } from '@/trpc/types';

type StoredCertificate = RouterOutputs['team']['hotelSuppliers']['hotelbedsCertificate'];
export type CertificateUpload = NonNullable<RouterInputs['team']['updateHotelSuppliers']['hotelbedsCertificate']>;

/** What the agency sees of its saved certificate (never the certificate or its key). */
function SavedCertificate({ stored }: { stored: StoredCertificate }) {
  if (!stored) return <p className="small muted">Nenhum certificado salvo: a Hotelbeds recusa as chamadas da Booking API sem ele.</p>;
  if (stored.status === 'unreadable') {
    return (
      <p className="alert alert-error" role="status">
        O certificado salvo não pode ser lido. Envie o certificado e a chave de novo.
      </p>
    );
  }
  return (
    <div className="stack" data-testid="hotelbeds-certificate">
      <dl className="small">
        <dt>Titular</dt>
        <dd>{stored.subject}</dd>
        <dt>Emitido por</dt>
        <dd>{stored.issuer}</dd>
        <dt>Válido até</dt>
        <dd>{formatDate(stored.notAfter)}</dd>
      </dl>
      {stored.status === 'expiring' && (
        <p className="alert alert-warning" role="status">
          O certificado expira em {stored.daysLeft} {stored.daysLeft === 1 ? 'dia' : 'dias'} ({formatDate(stored.notAfter)}). Gere um novo,
          cadastre-o no portal da Hotelbeds e envie-o aqui.
        </p>
      )}
      {stored.status === 'expired' && (
        <p className="alert alert-error" role="status">
          Certificado expirado em {formatDate(stored.notAfter)}: a Hotelbeds recusa as chamadas da Booking API. Envie um novo.
        </p>
      )}
    </div>
  );
}

const base64Of = async (file: File) => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/**
 * The client certificate for Hotelbeds' mutual TLS: the saved one's subject, issuer and expiry (with
 * the 30-day warning), and the files to send a new one (PEM certificate and key, or PKCS#12 and its
 * passphrase). Files are read here and sent with the save or the connection test.
 */
export function HotelbedsCertificateFields({
  stored,
  onChange,
  onRemove,
  removing,
}: {
  stored: StoredCertificate;
  onChange: (upload: CertificateUpload | null) => void;
  onRemove: () => void;
  removing: boolean;
}) {
  const [format, setFormat] = useState<'pem' | 'pkcs12'>('pem');
  const [pem, setPem] = useState<{ certificate?: string; privateKey?: string }>({});
  const [pkcs12, setPkcs12] = useState<{ file?: string; passphrase: string }>({ passphrase: '' });

  function changePem(next: typeof pem) {
    setPem(next);
    onChange(next.certificate && next.privateKey ? { format: 'pem', certificate: next.certificate, privateKey: next.privateKey } : null);
  }
  function changePkcs12(next: typeof pkcs12) {
    setPkcs12(next);
    onChange(next.file ? { format: 'pkcs12', pkcs12: next.file, passphrase: next.passphrase } : null);
  }

  return (
    <fieldset className="stack" aria-label="Certificado de cliente da Hotelbeds">
      <h3 className="card-title">Certificado de cliente (mTLS)</h3>
      <SavedCertificate stored={stored} />
      <div className="form-grid">
        <Field label="Formato do certificado">
          {(control) => (
            <select
              {...control}
              value={format}
              onChange={(e) => {
                setFormat(e.target.value as 'pem' | 'pkcs12');
                onChange(null);
              }}
            >
              <option value="pem">Certificado e chave em PEM</option>
              <option value="pkcs12">Arquivo PKCS#12 (.p12/.pfx)</option>
            </select>
          )}
        </Field>
        {format === 'pem' ? (
          <>
            <Field label="Certificado (PEM)">
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept=".pem,.crt,.cer"
                  onChange={(e) => void e.target.files?.[0]?.text().then((text) => changePem({ ...pem, certificate: text }))}
                />
              )}
            </Field>
            <Field label="Chave privada (PEM)">
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept=".pem,.key"
                  onChange={(e) => void e.target.files?.[0]?.text().then((text) => changePem({ ...pem, privateKey: text }))}
                />
              )}
            </Field>
          </>
        ) : (
          <>
            <Field label="Arquivo PKCS#12">
              {(control) => (
                <input
                  {...control}
                  type="file"
                  accept=".p12,.pfx"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    if (file) void base64Of(file).then((encoded) => changePkcs12({ ...pkcs12, file: encoded }));
                  }}
                />
              )}
            </Field>
            <Field label="Senha do arquivo PKCS#12">
              {(control) => (
                <input
                  {...control}
                  type="password"
                  autoComplete="off"
                  value={pkcs12.passphrase}
                  onChange={(e) => changePkcs12({ ...pkcs12, passphrase: e.target.value })}
                />
              )}
            </Field>
          </>
        )}
      </div>
      {stored && (
        <div className="form-actions">
          <button type="button" className="button" disabled={removing} onClick={onRemove}>
            Remover certificado
          </button>
        </div>
      )}
    </fieldset>
  );
}
