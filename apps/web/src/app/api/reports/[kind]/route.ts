import { Readable } from 'node:stream';
import {
  ApiError,
  downloadHeaders,
  findSignedInAgent,
  openReport,
  REPORT_KINDS,
  roleMay,
  toApiError,
  type Permission,
  type ReportKind,
} from '@tas/core';
import { getDb } from '@tas/db';
import { getSessionClaims } from '@/server/session';

// Rows are read as the browser downloads them: never cached, never pre-rendered.
export const dynamic = 'force-dynamic';

// Financeiro's files follow its lists' row of the permission table (the sales reports, every role's).
const REPORT_PERMISSIONS: Partial<Record<ReportKind, Permission>> = { receivables: 'finance', payables: 'finance' };

function errorResponse(error: unknown, headers: Record<string, string>): Response {
  const apiError = toApiError(error);
  return Response.json(
    { error: apiError.message, code: apiError.code, timestamp: new Date().toISOString() },
    { status: apiError.status, headers },
  );
}

/**
 * The panel's report downloads (Relatórios): the signed-in agent's team, the same streamed files
 * as GET /api/v1/reports/{kind} serves to API keys.
 */
export async function GET(req: Request, { params }: { params: Promise<{ kind: string }> }): Promise<Response> {
  // Retry-After when the export is refused (one per team, a few per instance).
  const headers: Record<string, string> = {};
  try {
    const { kind } = await params;
    if (!REPORT_KINDS.includes(kind as ReportKind)) throw new ApiError(404, 'NOT_FOUND', 'Report not found');
    const db = getDb();
    const claims = await getSessionClaims();
    // The user row decides, now: a deactivated agent's session downloads nothing.
    const signedIn = claims && (await findSignedInAgent(db, claims));
    if (!signedIn) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to the panel');
    const permission = REPORT_PERMISSIONS[kind as ReportKind];
    if (permission && !roleMay(signedIn.agent.role, permission))
      throw new ApiError(403, 'FORBIDDEN', 'Your role may not download this report');
    const query = Object.fromEntries(new URL(req.url).searchParams);
    const file = await openReport(db, signedIn.team.id, kind as ReportKind, query, headers);
    return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, { status: 200, headers: downloadHeaders(file) });
  } catch (error) {
    return errorResponse(error, headers);
  }
}
