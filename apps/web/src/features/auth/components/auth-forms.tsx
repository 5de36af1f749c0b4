import { useState } from 'react';
import { useLocation } from 'react-router';
import { Tabs } from 'radix-ui';
import { AuthCard } from './auth-layout.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

export type AuthTab = 'login' | 'register';

interface AuthFormsProps {
  defaultTab?: AuthTab;
  /** Inside another page (the landing page's "Join Today" block) rather than on /login. */
  embedded?: boolean;
}

export function emailFromState(state: unknown): string | undefined {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string')
    return state.email;
  return undefined;
}

const triggerClass =
  'flex-1 rounded-xl px-4 py-3 text-base font-semibold text-neutral-700 transition-colors hover:text-ink ' +
  'data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** The tabbed Log in / Register forms (AUTH-01), with arrow-key navigation between the tabs. */
export function AuthForms({ defaultTab = 'login', embedded = false }: AuthFormsProps) {
  const [tab, setTab] = useState<AuthTab>(defaultTab);
  const location = useLocation();
  const registeredEmail = emailFromState(location.state);

  return (
    <AuthCard embedded={embedded}>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'register' ? 'register' : 'login')}>
        <Tabs.List aria-label="Log in or register" className="mb-6 flex gap-1 rounded-2xl bg-brand-soft p-1">
          <Tabs.Trigger value="login" className={triggerClass}>
            Log in
          </Tabs.Trigger>
          <Tabs.Trigger value="register" className={triggerClass}>
            Register
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login" className="rounded-xl">
          <LoginForm initialEmail={registeredEmail} />
        </Tabs.Content>
        <Tabs.Content value="register" className="rounded-xl">
          <RegisterForm />
        </Tabs.Content>
      </Tabs.Root>
    </AuthCard>
  );
}
