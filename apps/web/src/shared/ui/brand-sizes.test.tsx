/**
 * Control sizes and the purple variant (GEN-07, GEN-19, CONST-09, CONST-11): the classes the shared
 * controls carry. happy-dom does no layout and Vitest does not load the stylesheet, so this checks the
 * declarations, not pixels or colours (those are for a real browser).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from '@app/contract';
import { Button, buttonClasses } from './button.tsx';
import { TextField } from './text-field.tsx';

describe('control sizes (GEN-19, CONST-09, CONST-11)', () => {
  it('makes buttons 50px high, the tall size 58px from the medium breakpoint', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' }).className).toContain('h-[50px]');
    expect(buttonClasses('primary', 'tall')).toMatch(/(^| )h-\[50px\] md:h-\[58px\]( |$)/);
  });

  it('makes inputs at least 58px high', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email').className).toContain('min-h-[58px]');
  });

  it('uses 768px as the mobile breakpoint (Tailwind md)', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });
});

describe('brand variants (GEN-07, CONST-08)', () => {
  it('draws the main, secondary, lime and purple variants from the brand tokens', () => {
    expect(buttonClasses('primary')).toContain('bg-brand ');
    expect(buttonClasses('secondary')).toContain('bg-brand-soft');
    expect(buttonClasses('lime')).toContain('bg-lime');
    expect(buttonClasses('purple')).toContain('bg-purple-soft');
  });
});
