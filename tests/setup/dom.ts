// The one set-up of every DOM test (`*.test.tsx`, `*.dom.test.ts`, in jsdom): the browser
// APIs Mantine relies on that jsdom lacks, as inert versions, and an unmounted screen after
// each test.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

window.matchMedia ??= (query: string) =>
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

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(() => cleanup());
