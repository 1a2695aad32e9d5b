import type { Client, Db, Prisma } from '@tas/db';
import { ApiError } from '../lib/api-error';
import { pageWindow, pagination } from '../lib/pagination';
import { inTeam } from '../lib/team-scope';
import { dateIn, dateOut, isUuid } from '../lib/zod-helpers';
import type { TClientCreateInput, TClientListQuery, TClientPatchInput } from './schemas';

type Tx = Prisma.TransactionClient;

export function presentClient(row: Client) {
  return {
    id: row.id,
    customer_type: row.customerType,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    cpf: row.cpf,
    cnpj: row.cnpj,
    company_name: row.companyName,
    date_of_birth: dateOut(row.dateOfBirth),
    address: (row.address as Record<string, string> | null) ?? null,
    notes: row.notes,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A client of the team, or 404 exactly as if it did not exist. */
export async function findTeamClient(db: Db | Tx, teamId: string, id: string): Promise<Client | null> {
  if (!isUuid(id)) return null;
  return db.client.findFirst({ where: inTeam(teamId, { id }) });
}

async function requireClient(db: Db | Tx, teamId: string, id: string): Promise<Client> {
  const client = await findTeamClient(db, teamId, id);
  if (!client) throw ApiError.notFound('Client');
  return client;
}

/** E-mail is unique per team among active clients; the advisory lock makes check-then-write atomic. */
async function claimEmail(tx: Tx, teamId: string, email: string, exceptId?: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`client-email:${teamId}:${email}`}))`;
  const taken = await tx.client.findFirst({
    where: inTeam(teamId, { email, isActive: true, ...(exceptId ? { id: { not: exceptId } } : {}) }),
    select: { id: true },
  });
  if (taken) throw ApiError.conflict('A client with this e-mail already exists');
}

function columns(input: Partial<TClientCreateInput>) {
  const has = (k: keyof TClientCreateInput) => k in input && input[k] !== undefined;
  return {
    ...(has('customer_type') && { customerType: input.customer_type }),
    ...(has('full_name') && { fullName: input.full_name }),
    ...(has('email') && { email: input.email }),
    ...(has('phone') && { phone: input.phone ?? null }),
    ...(has('cpf') && { cpf: input.cpf ?? null }),
    ...(has('cnpj') && { cnpj: input.cnpj ?? null }),
    ...(has('company_name') && { companyName: input.company_name ?? null }),
    ...(has('date_of_birth') && { dateOfBirth: input.date_of_birth ? dateIn(input.date_of_birth) : null }),
    ...(has('address') && { address: (input.address ?? null) as Prisma.InputJsonValue }),
    ...(has('notes') && { notes: input.notes ?? null }),
  };
}

export async function createClient(db: Db, teamId: string, input: TClientCreateInput) {
  const row = await db.$transaction(async (tx) => {
    // The e-mail is unique among active clients only, so an inactive one claims nothing.
    if (input.is_active !== false) await claimEmail(tx, teamId, input.email);
    const data = { teamId, ...(columns(input) as Required<ReturnType<typeof columns>>), isActive: input.is_active ?? true };
    return tx.client.create({ data });
  });
  return presentClient(row);
}

function searchWhere(search: string): Prisma.ClientWhereInput {
  const digits = search.replace(/\D/g, '');
  const or: Prisma.ClientWhereInput[] = [
    { fullName: { contains: search, mode: 'insensitive' } },
    { companyName: { contains: search, mode: 'insensitive' } },
    { email: { contains: search, mode: 'insensitive' } },
  ];
  if (digits.length >= 3) or.push({ cpf: { contains: digits } }, { cnpj: { contains: digits } });
  return { OR: or };
}

export async function listClients(db: Db, teamId: string, query: TClientListQuery) {
  const where = inTeam(teamId, {
    ...(query.customer_type && { customerType: query.customer_type }),
    ...(query.is_active !== undefined && { isActive: query.is_active }),
    ...(query.search && searchWhere(query.search)),
  });
  const [rows, total] = await Promise.all([
    db.client.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.client.count({ where }),
  ]);
  return { customers: rows.map(presentClient), pagination: pagination(query, total) };
}

export async function getClient(db: Db, teamId: string, id: string) {
  return presentClient(await requireClient(db, teamId, id));
}

/** Only the fields sent change; the answer names them, with `updated_at`. */
export async function patchClient(db: Db, teamId: string, input: TClientPatchInput) {
  const { id, is_active, ...fields } = input;
  const row = await db.$transaction(async (tx) => {
    const current = await requireClient(tx, teamId, id);
    const email = fields.email ?? current.email;
    const willBeActive = is_active ?? current.isActive;
    if (willBeActive && (fields.email !== undefined || (is_active && !current.isActive))) await claimEmail(tx, teamId, email, id);
    return tx.client.update({
      where: { id: current.id },
      data: { ...columns(fields), ...(is_active !== undefined && { isActive: is_active }) },
    });
  });
  const presented = presentClient(row);
  const changed = Object.keys(input).filter((k) => k !== 'id' && input[k as keyof TClientPatchInput] !== undefined);
  return {
    id: row.id,
    ...Object.fromEntries(changed.map((k) => [k, presented[k as keyof typeof presented]])),
    updated_at: presented.updated_at,
  };
}

/** Linked to bookings (or quotes): deactivated and kept; otherwise removed for good. */
export async function deleteClient(db: Db, teamId: string, id: string) {
  return db.$transaction(async (tx) => {
    const client = await requireClient(tx, teamId, id);
    const bookings = await tx.booking.count({ where: inTeam(teamId, { customerId: client.id }) });
    if (bookings > 0 || (await tx.quote.count({ where: inTeam(teamId, { customerId: client.id }) })) > 0) {
      await tx.client.update({ where: { id: client.id }, data: { isActive: false } });
      return { id: client.id, deleted: false as const, is_active: false as const };
    }
    await tx.client.delete({ where: { id: client.id } });
    return { id: client.id, deleted: true as const };
  });
}
