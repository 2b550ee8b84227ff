// What `use-sync-external-store/shim` resolves to in the build (vite.config.ts): React 19's own hook, so
// the shim's fallback for React < 18 does not ship in every route's entry (decision 083).
export { useSyncExternalStore } from 'react';
