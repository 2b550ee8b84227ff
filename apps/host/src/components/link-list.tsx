// A card of rows that each open something: real buttons, so keyboards and screen readers reach them.
import type { ReactNode } from 'react';
import './link-list.css';

export type LinkRow = { label: string; hint?: ReactNode; onOpen: () => void };

export function LinkList({ rows, label }: { rows: LinkRow[]; label?: string }) {
  return (
    <ul className="card link-list" aria-label={label}>
      {rows.map((row) => (
        <li key={row.label}>
          <button type="button" className="link-list__row" onClick={row.onOpen}>
            <span>{row.label}</span>
            {row.hint ? <span className="link-list__hint">{row.hint}</span> : null}
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}
