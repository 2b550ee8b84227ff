// One icon per order state (and the failure page). Drawn inline so the page needs no image request.
import './status-icon.css';

export type StatusKind = 'review' | 'rejected' | 'disbursing' | 'due' | 'overdue' | 'done' | 'failure';

const PATHS: Record<StatusKind, string> = {
  review: 'M24 12v12l8 5 M24 6a18 18 0 1 0 0.01 0',
  rejected: 'M17 17l14 14 M31 17L17 31 M24 6a18 18 0 1 0 0.01 0',
  disbursing: 'M10 24h24 M26 15l9 9-9 9 M24 6a18 18 0 1 0 0.01 0',
  due: 'M16 30h16 M18 30V22a6 6 0 0 1 12 0v8 M22 34h4 M24 6a18 18 0 1 0 0.01 0',
  overdue: 'M24 15v11 M24 31v1 M24 6a18 18 0 1 0 0.01 0',
  done: 'M16 24l6 6 11-12 M24 6a18 18 0 1 0 0.01 0',
  failure: 'M24 15v11 M24 31v1 M24 6L42 38H6z',
};

export function StatusIcon({ kind, size = 64 }: { kind: StatusKind; size?: number }) {
  return (
    <svg
      className={`status-icon status-icon--${kind}`}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      data-kind={kind}
    >
      <path d={PATHS[kind]} fill="none" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
