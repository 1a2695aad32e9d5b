import type { Context } from '../context';
import { boletoPdfFile } from '../payments/boleto-file';
import { sandboxHotelImageFile } from '../hotels/sandbox-images';

/** A response that is not JSON (an image, a PDF); errors still go out as the JSON error envelope. */
export interface FileResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer;
}

interface FileRoute {
  pattern: RegExp;
  serve(match: RegExpExecArray, ctx: Context): Promise<FileResponse>;
}

/** The REST facade's few GET routes that answer files, matched before tRPC dispatch. */
const FILE_ROUTES: FileRoute[] = [
  { pattern: /^\/api\/public\/sandbox-images\/hotels\/([^/]+)\/([^/]+)\.svg$/, serve: async (m) => sandboxHotelImageFile(m[1]!, m[2]!) },
  { pattern: /^\/api\/public\/payments\/([^/]+)\/boleto\.pdf$/, serve: (m, ctx) => boletoPdfFile(ctx, m[1]!) },
];

export async function serveFile(method: string, pathname: string, ctx: Context): Promise<FileResponse | null> {
  if (method !== 'GET') return null;
  for (const route of FILE_ROUTES) {
    const match = route.pattern.exec(pathname);
    if (match) return route.serve(match, ctx);
  }
  return null;
}
