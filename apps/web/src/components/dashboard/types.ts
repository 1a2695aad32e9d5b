import type { RouterInputs, RouterOutputs } from '@/trpc/types';

export type Dashboard = RouterOutputs['dashboard']['get'];
export type DashboardInput = RouterInputs['dashboard']['get'];
