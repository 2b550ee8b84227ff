import './detail-list.css';
import { WholeDates } from '@lendwell/client-kit/whole-dates';

export type DetailRow = { text: string; value: string };

/** Label and value rows, as the server sends them ({text, value}). */
export function DetailList({ rows, label }: { rows: readonly DetailRow[]; label?: string }) {
  return (
    <dl className="detail-list" aria-label={label}>
      {rows.map((row) => (
        <div key={row.text} className="detail-list__row">
          <dt>{row.text}</dt>
          <dd>
            <WholeDates text={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
