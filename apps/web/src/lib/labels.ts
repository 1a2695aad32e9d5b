// Portuguese names for the values core returns in English.

export const PLAN_LABELS: Record<string, string> = { pro: 'Pro', starter: 'Starter' };

export const PLAN_DESCRIPTIONS: Record<string, string> = {
  pro: 'Clientes, reservas, cotações, experiências, hotéis e voos.',
  starter: 'Clientes, reservas, cotações e experiências. Hotéis e voos exigem o plano Pro.',
};

export const ROLE_LABELS: Record<string, string> = { owner: 'Proprietário', admin: 'Administrador', agent: 'Agente' };

export const KEY_MODE_LABELS: Record<string, string> = { live: 'Produção', test: 'Teste' };

export const SCOPE_LABELS: Record<string, string> = { read: 'Leitura', write: 'Escrita' };
