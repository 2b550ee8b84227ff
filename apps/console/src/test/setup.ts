import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when vitest globals are on; we keep them off.
afterEach(() => cleanup());

// findBy… and waitFor wait for a state; their 1 s default is a cap, not a pace. A lazily loaded part (the picker, a
// console section) can take longer than that to import on a loaded 2-core CI machine, so the cap is 10 s.
configure({ asyncUtilTimeout: 10_000 });

// antd's responsive helpers ask for media queries, which happy-dom answers only partly.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
