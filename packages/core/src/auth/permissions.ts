import type { UserRole } from '@tas/db';

/** The roles of a team member, most powerful first. */
export const ROLES = ['owner', 'admin', 'agent'] as const satisfies readonly UserRole[];

export interface PermissionRow {
  /** What the row allows, as the members page shows it (pt-BR). */
  label: string;
  roles: readonly UserRole[];
  /**
   * Whether an API key may do it too (by its scopes). Otherwise the procedures are panel-only: an
   * integrator with a write key registers its own webhook endpoints, but never touches refunds,
   * settings, keys or members.
   */
  apiKeys: boolean;
}

const MANAGERS = ['owner', 'admin'] as const;

/**
 * The one table of who may do what. Procedures name their row (permittedProcedure in trpc.ts), the
 * members page shows it, and permissions.test.ts calls every guarded procedure as every role.
 */
export const PERMISSIONS = {
  sell: { label: 'Vender: clientes, cotações, reservas, pagamentos e filas de emissão', roles: ROLES, apiKeys: true },
  refunds: { label: 'Estornar pagamentos', roles: MANAGERS, apiKeys: false },
  cancellations: { label: 'Cancelar vendas com reembolso ao cliente', roles: MANAGERS, apiKeys: true },
  settings: { label: 'Configurações de venda (markup, DU, emissão, gateway de pagamento)', roles: MANAGERS, apiKeys: false },
  suppliers: { label: 'Fornecedores (contas e testes de conexão)', roles: MANAGERS, apiKeys: false },
  apiKeys: { label: 'Criar e revogar chaves de API', roles: MANAGERS, apiKeys: false },
  webhooks: { label: 'Cadastrar e desativar webhooks', roles: MANAGERS, apiKeys: true },
  members: { label: 'Equipe: convidar, mudar papéis, desativar e reativar membros', roles: MANAGERS, apiKeys: false },
  finance: {
    label: 'Financeiro: contas a receber e a pagar, pagamentos a fornecedores',
    roles: MANAGERS,
    apiKeys: true,
  },
  auditLog: { label: 'Ver o registro de auditoria', roles: MANAGERS, apiKeys: false },
} as const satisfies Record<string, PermissionRow>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function roleMay(role: UserRole, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly UserRole[]).includes(role);
}

/** The table as the panel shows it: one row per permission, one yes/no per role. */
export function permissionTable() {
  return PERMISSION_NAMES.map((permission) => ({
    permission,
    label: PERMISSIONS[permission].label,
    roles: Object.fromEntries(ROLES.map((role) => [role, roleMay(role, permission)])) as Record<UserRole, boolean>,
  }));
}
