import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * A certificate authority made in the test, and certificates it signs: the Hotelbeds stand-in's
 * server certificate and agencies' client certificates (mutual TLS). Keys come from node:crypto
 * (forge's pure-JS RSA key generation takes seconds); forge only builds and signs the X.509.
 */
export interface TestCertificate {
  certPem: string;
  keyPem: string;
}

export interface TestCa extends TestCertificate {
  name: string;
  /** A client certificate (TLS client auth) for `commonName`. */
  client(commonName: string, validity?: Validity): TestCertificate;
  /** A server certificate for 127.0.0.1 and localhost. */
  server(): TestCertificate;
}

export interface Validity {
  notBefore?: Date;
  notAfter?: Date;
}

const DAY_MS = 86_400_000;

function rsaKeys() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return {
    keyPem,
    privateKey: forge.pki.privateKeyFromPem(keyPem),
    publicKey: forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString()),
  };
}

function attributes(commonName: string, organization: string): forge.pki.CertificateField[] {
  return [
    { shortName: 'CN', value: commonName },
    { shortName: 'O', value: organization },
    { shortName: 'C', value: 'BR' },
  ];
}

function certificate(
  subject: forge.pki.CertificateField[],
  issuer: { subject: forge.pki.CertificateField[]; privateKey: forge.pki.rsa.PrivateKey } | null,
  extensions: object[],
  validity: Validity = {},
): TestCertificate & { privateKey: forge.pki.rsa.PrivateKey } {
  const keys = rsaKeys();
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = validity.notBefore ?? new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = validity.notAfter ?? new Date(Date.now() + 365 * DAY_MS);
  cert.setSubject(subject);
  cert.setIssuer(issuer?.subject ?? subject);
  cert.setExtensions(extensions);
  cert.sign(issuer?.privateKey ?? keys.privateKey, forge.md.sha256.create());
  return { certPem: forge.pki.certificateToPem(cert), keyPem: keys.keyPem, privateKey: keys.privateKey };
}

/** A new CA named `name` (its own key; nothing is shared between two CAs). */
export function createTestCa(name = 'TAS Test CA'): TestCa {
  const subject = attributes(name, 'TAS tests');
  const ca = certificate(subject, null, [
    { name: 'basicConstraints', cA: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true },
  ]);
  const signer = { subject, privateKey: ca.privateKey };
  const only = ({ certPem, keyPem }: TestCertificate): TestCertificate => ({ certPem, keyPem });
  return {
    name,
    certPem: ca.certPem,
    keyPem: ca.keyPem,
    client: (commonName, validity) =>
      only(
        certificate(
          attributes(commonName, 'Agência de teste'),
          signer,
          [
            { name: 'basicConstraints', cA: false },
            { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
            { name: 'extKeyUsage', clientAuth: true },
          ],
          validity,
        ),
      ),
    server: () =>
      only(
        certificate(attributes('localhost', 'Hotelbeds stand-in'), signer, [
          { name: 'basicConstraints', cA: false },
          { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
          { name: 'extKeyUsage', serverAuth: true },
          {
            name: 'subjectAltName',
            altNames: [
              { type: 2, value: 'localhost' },
              { type: 7, ip: '127.0.0.1' },
            ],
          },
        ]),
      ),
  };
}

/** A PKCS#12 (.p12/.pfx) file holding `certificate` and its key, under `passphrase`. */
export function toPkcs12(certificate: TestCertificate, passphrase: string): Buffer {
  const p12 = forge.pkcs12.toPkcs12Asn1(
    forge.pki.privateKeyFromPem(certificate.keyPem),
    [forge.pki.certificateFromPem(certificate.certPem)],
    passphrase,
    { algorithm: '3des' },
  );
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
