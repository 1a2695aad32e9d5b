import type { TeamSettings } from '../teams/settings';
import { HOTELBEDS_CERTIFICATE, openHotelbedsCertificate } from './hotelbeds-account';
import type { HotelbedsCertificateInfo } from './hotelbeds-certificate';

/** The panel warns this long before the certificate expires (Hotelbeds refuses the calls after). */
export const CERTIFICATE_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

export type HotelbedsCertificateStatus =
  (HotelbedsCertificateInfo & { status: 'valid' | 'expiring' | 'expired'; daysLeft: number }) | { status: 'unreadable' };

/** What the panel shows of the stored client certificate (never the certificate or key), or null when none. */
export function presentHotelbedsCertificate(settings: TeamSettings, now: Date): HotelbedsCertificateStatus | null {
  if (!settings.credentials[HOTELBEDS_CERTIFICATE]) return null;
  let stored: ReturnType<typeof openHotelbedsCertificate>;
  try {
    stored = openHotelbedsCertificate(settings);
  } catch {
    return { status: 'unreadable' };
  }
  if (!stored) return null;
  const msLeft = new Date(stored.info.notAfter).getTime() - now.getTime();
  const daysLeft = Math.floor(msLeft / DAY_MS);
  const status = msLeft <= 0 ? 'expired' : msLeft <= CERTIFICATE_WARNING_DAYS * DAY_MS ? 'expiring' : 'valid';
  return { ...stored.info, status, daysLeft };
}
