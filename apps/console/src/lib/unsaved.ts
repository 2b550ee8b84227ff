// Unsaved edits (decision 054): an editor says while it holds changes not yet saved, and the
// shell asks before leaving the section (the menu) and the browser before closing or reloading.
import { useEffect } from 'react';

const dirty = new Set<string>();

function onBeforeUnload(event: BeforeUnloadEvent) {
  event.preventDefault();
}

/** True while any editor on screen holds unsaved edits. */
export const hasUnsavedEdits = () => dirty.size > 0;

/** Forgets every editor's edits (the staff member chose to leave without saving). */
export function discardUnsavedEdits() {
  dirty.clear();
  window.removeEventListener('beforeunload', onBeforeUnload);
}

/** Declares that the editor `key` holds unsaved edits while `isDirty`; cleared when it unmounts. */
export function useUnsavedEdits(key: string, isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    dirty.add(key);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      dirty.delete(key);
      if (dirty.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [key, isDirty]);
}
