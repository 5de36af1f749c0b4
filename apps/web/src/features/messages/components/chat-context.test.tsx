import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useChat } from './chat-context.ts';

function Outside() {
  useChat();
  return null;
}

describe('useChat (CHAT-33)', () => {
  it('refuses to work outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Outside />)).toThrow('useChat must be used within a ChatProvider');
    error.mockRestore();
  });
});
