/**
 * Set-up of every web test: jest-dom matchers, a clean DOM and clean storage between tests
 * (Vitest runs without globals, so Testing Library's automatic cleanup needs this hook).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
