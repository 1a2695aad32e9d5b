import { createPrivateKey, X509Certificate } from 'node:crypto';
import type forge from 'node-forge';
import { z } from 'zod';
import { ApiError } from '../lib/api-error';

/**
 * The agency's client certificate for Hotelbeds' mutual TLS, as uploaded in the panel: a PEM
 * certificate and its PEM private key, or a PKCS#12 (.p12/.pfx) file with its passphrase.
 */
export const ZHotelbedsCertificateUpload = z.discriminatedUnion('format', [
  z.object({
    format: z.literal('pem'),
    certificate: z.string().trim().min(1).max(20_000),
    privateKey: z.string().trim().min(1).max(20_000),
  }),
  z.object({
    format: z.literal('pkcs12'),
    /** The .p12/.pfx file's bytes, base64. */
    pkcs12: z.string().trim().min(1).max(60_000),
    passphrase: z.string().max(200).default(''),
  }),
]);
export type THotelbedsCertificateUpload = z.infer<typeof ZHotelbedsCertificateUpload>;

/** What is kept (sealed): the certificate and its key, both PEM. */
export interface HotelbedsCertificatePem {
  certPem: string;
  keyPem: string;
}

/** What the panel may see of it: never the key, never the certificate itself. */
export interface HotelbedsCertificateInfo {
  subject: string;
  issuer: string;
  notBefore: string;
  notAfter: string;
}

const unreadable = (why: string) => new ApiError(400, 'VALIDATION_ERROR', `Certificado ilegível: ${why}`);

/** `CN=x\nO=y` (Node's form) as `CN=x, O=y`. */
const distinguishedName = (lines: string) => lines.split('\n').filter(Boolean).join(', ');

/** Reads a stored or uploaded certificate; throws when it is not one. */
export function describeCertificate(certPem: string): HotelbedsCertificateInfo {
  const cert = new X509Certificate(certPem);
  return {
    subject: distinguishedName(cert.subject),
    issuer: distinguishedName(cert.issuer),
    notBefore: new Date(cert.validFrom).toISOString(),
    notAfter: new Date(cert.validTo).toISOString(),
  };
}

async function fromPkcs12(base64: string, passphrase: string): Promise<HotelbedsCertificatePem> {
  // Loaded on the first .p12 upload: an instance that never reads one keeps node-forge (about 0.9 MB of source) out of memory.
  const { default: forge } = await import('node-forge');
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const der = forge.util.decode64(base64.replace(/\s+/g, ''));
    p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), passphrase);
  } catch {
    throw unreadable('o arquivo PKCS#12 não abriu (arquivo inválido ou senha errada).');
  }
  const bags = (type: string | undefined): forge.pkcs12.Bag[] => (type ? (p12.getBags({ bagType: type })[type] ?? []) : []);
  const certs = bags(forge.pki.oids.certBag);
  const keys = [...bags(forge.pki.oids.pkcs8ShroudedKeyBag), ...bags(forge.pki.oids.keyBag)];
  const key = keys.find((bag) => bag.key)?.key;
  // forge reads RSA keys only; an EC key comes back empty (upload it as PEM instead).
  if (!key) throw unreadable('o arquivo PKCS#12 não traz uma chave privada RSA (envie certificado e chave em PEM).');
  const rsa = key;
  const ownPublic = forge.pki.publicKeyToPem(forge.pki.setRsaPublicKey(rsa.n, rsa.e));
  // The agency's own certificate is the one its key belongs to; the rest is the chain.
  const own = certs.find((bag) => bag.cert && forge.pki.publicKeyToPem(bag.cert.publicKey) === ownPublic);
  if (!own?.cert) throw unreadable('o arquivo PKCS#12 não traz o certificado da chave.');
  return { certPem: forge.pki.certificateToPem(own.cert), keyPem: forge.pki.privateKeyToPem(rsa) };
}

/**
 * An upload as PEM certificate and key, checked: both readable, the key the certificate's, not yet
 * expired (`now`). 400 VALIDATION_ERROR in Portuguese otherwise (the panel shows the message).
 */
export async function readCertificateUpload(
  upload: THotelbedsCertificateUpload,
  now: Date,
): Promise<HotelbedsCertificatePem & HotelbedsCertificateInfo> {
  const pem =
    upload.format === 'pkcs12'
      ? await fromPkcs12(upload.pkcs12, upload.passphrase)
      : { certPem: upload.certificate, keyPem: upload.privateKey };
  let cert: X509Certificate;
  try {
    cert = new X509Certificate(pem.certPem);
  } catch {
    throw unreadable('o certificado não é um certificado X.509 em PEM.');
  }
  let keyPem: string;
  try {
    const key = createPrivateKey(pem.keyPem);
    keyPem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
    if (!cert.checkPrivateKey(key)) throw new Error('mismatch');
  } catch (error) {
    if (error instanceof Error && error.message === 'mismatch') throw unreadable('a chave privada não é a deste certificado.');
    throw unreadable('a chave privada não é uma chave em PEM sem senha.');
  }
  const info = describeCertificate(pem.certPem);
  if (new Date(info.notAfter).getTime() <= now.getTime()) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `Certificado expirado em ${info.notAfter.slice(0, 10)}: gere um novo e envie-o à Hotelbeds.`,
    );
  }
  return { certPem: cert.toString(), keyPem, ...info };
}
