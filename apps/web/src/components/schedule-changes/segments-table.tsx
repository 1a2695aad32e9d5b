import type { RouterOutputs } from '@/trpc/types';

type Segment = RouterOutputs['scheduleChanges']['list']['schedule_changes'][number]['added'][number];

/** `2030-05-02T08:15:00` (local at the airport) as `02/05/2030 08:15`. */
function localTime(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : value;
}

/** The flights of one side of a change (as they were, or as they are now), local times at each airport. */
export function SegmentsTable({ caption, segments }: { caption: string; segments: Segment[] }) {
  return (
    <table className="table">
      <caption className="small muted">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Voo</th>
          <th scope="col">Trecho</th>
          <th scope="col">Partida</th>
          <th scope="col">Chegada</th>
        </tr>
      </thead>
      <tbody>
        {segments.map((s) => (
          <tr key={`${s.flight}-${s.departingAt}`}>
            <td className="mono">{s.flight}</td>
            <td>
              {s.origin} → {s.destination}
            </td>
            <td>{localTime(s.departingAt)}</td>
            <td>{localTime(s.arrivingAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
