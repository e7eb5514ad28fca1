import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// DOM test files share their worker's libraries (React, the router, Mantine, jsdom) but not the app:
// every file starts with fresh app modules (the query cache, the session, the stores), a clean
// document and empty storage, whatever the file before it left there.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
localStorage.clear();
sessionStorage.clear();
document.head.innerHTML = '';
document.body.innerHTML = '';
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);

// Testing Library unmounts what a test rendered after each test when it is first loaded; loaded once
// per worker here, it would do so for the first file only.
afterEach(() => {
  cleanup();
});
