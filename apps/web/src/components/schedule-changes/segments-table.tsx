import { localTime } from '@/lib/flight-search';
import { formatDate } from '@/lib/format';
import type { RouterOutputs } from '@/trpc/types';

type Segment = RouterOutputs['scheduleChanges']['list']['schedule_changes'][number]['added'][number];

/** `2030-05-02T08:15:00` (local at the airport, as airlines give it) as `02/05/2030 08:15`. */
const when = (value: string) => `${formatDate(value.slice(0, 10))} ${localTime(value)}`;

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
            <td>{when(s.departingAt)}</td>
            <td>{when(s.arrivingAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
