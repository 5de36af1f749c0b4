/**
 * Set-up of every web test: jest-dom matchers, a clean DOM and clean storage between tests
 * (Vitest runs without globals, so Testing Library's automatic cleanup needs this hook).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor default to 1 s, too short when the server and web suites share two busy cores in CI.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
