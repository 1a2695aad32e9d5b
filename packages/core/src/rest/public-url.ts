/** Where the REST facade is reachable from outside: PUBLIC_BASE_URL, or the server's own default. */
export function publicBaseUrl(): string {
  const configured = process.env.PUBLIC_BASE_URL;
  return (configured || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, '');
}

/** An absolute URL for a path the app serves (sandbox images, boleto PDFs); absolute URLs pass through. */
export function publicUrl(path: string): string {
  return path.startsWith('/') ? `${publicBaseUrl()}${path}` : path;
}
