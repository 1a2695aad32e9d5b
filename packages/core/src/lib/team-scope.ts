/** The one way a query names its team: every read and write of agency data goes through this. */
export function inTeam<W extends object>(teamId: string, where: W = {} as W): W & { teamId: string } {
  return { ...where, teamId };
}
