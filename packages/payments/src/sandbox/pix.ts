import type { PixCharge } from '../port';

// pix-utils and qrcode (about 30 MB resident together) load on the first PIX charge, not with the server.

export const PIX_VALIDITY_MS = 30 * 60 * 1000;

export interface PixMerchant {
  /** Receiver name, at most 25 characters in the BR Code (longer names are cut). */
  name: string;
  /** Receiver city, at most 15 characters in the BR Code. */
  city: string;
  /** The receiver's PIX key (random EVP key, e-mail, phone, CPF or CNPJ). */
  pixKey: string;
}

/** EMV fields only take plain ASCII: drop accents and anything exotic before the length limits. */
function emvText(text: string, max: number): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, ' ');
  return plain.replace(/\s+/g, ' ').trim().toUpperCase().slice(0, max).trim();
}

/**
 * A PIX charge: a static BR Code (EMV merchant-presented, CRC16-CCITT computed by pix-utils)
 * with the amount and `txid`, and its QR code as PNG. Expires 30 minutes after `now`.
 */
export async function buildPixCharge(args: { merchant: PixMerchant; amountCents: number; txid: string; now: Date }): Promise<PixCharge> {
  const { createStaticPix, hasError } = await import('pix-utils');
  const pix = createStaticPix({
    merchantName: emvText(args.merchant.name, 25) || 'SANDBOX',
    merchantCity: emvText(args.merchant.city, 15) || 'SAO PAULO',
    pixKey: args.merchant.pixKey,
    // n/100 is the double nearest to the exact amount, so pix-utils' toFixed(2) prints it exactly.
    transactionAmount: args.amountCents / 100,
    txid: args.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
  });
  if (hasError(pix)) throw new Error(`PIX code not generated: ${pix.message}`);
  const code = pix.toBRCode();
  return {
    code,
    qrPngBase64: await qrPngBase64(code),
    expiresAt: new Date(args.now.getTime() + PIX_VALIDITY_MS),
  };
}

export async function qrPngBase64(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode');
  const png = await QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
  return png.toString('base64');
}
