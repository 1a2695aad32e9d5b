/** Who supplied a sale, as agents call them. */
export const SUPPLIER_LABELS: Record<string, string> = {
  hotelbeds: 'Hotelbeds',
  sandbox: 'Sandbox (hotéis)',
  duffel: 'Duffel',
  online_supplier: 'Sandbox (voos online)',
  offline_supplier: 'Consolidadora (voos offline)',
};

export function supplierLabel(supplier: string | null): string {
  return supplier === null ? 'Sem fornecedor (manual)' : (SUPPLIER_LABELS[supplier] ?? supplier);
}
