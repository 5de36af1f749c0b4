import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

/** Button variants of the brand (GEN-07, GEN-19: 50px high, tall = 58px from md). */
export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'purple' | 'lime';
export type ButtonSize = 'md' | 'tall' | 'sm';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-ink hover:bg-brand-dark',
  secondary: 'bg-brand-soft text-ink hover:bg-brand/30',
  outline: 'border-2 border-ink bg-white text-ink hover:bg-brand-soft',
  ghost: 'bg-transparent text-ink hover:bg-brand-soft',
  purple: 'bg-purple-soft text-purple-ink hover:bg-purple-soft/70',
  lime: 'bg-lime text-ink hover:brightness-95',
};

const sizes: Record<ButtonSize, string> = {
  md: 'h-[50px] px-6 text-base',
  tall: 'h-[50px] md:h-[58px] px-8 text-base md:text-lg',
  sm: 'h-10 px-4 text-sm',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return [
    'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-50',
    variants[variant],
    sizes[size],
    extra,
  ].join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Reaches the button (a prop in React 19), for moving the focus to it. */
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

export function Button({ variant, size, className = '', type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function ButtonLink({ variant, size, className = '', ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
