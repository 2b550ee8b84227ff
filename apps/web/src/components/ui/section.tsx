import type { ReactNode } from 'react';
import './section.css';

/** A white rounded block with an optional heading; the building block of our screens. */
export function Section({ title, children, aside }: { title?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="section">
      {title ? (
        <div className="section__head">
          <h2 className="section__title">{title}</h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}
