import type { ReactNode } from 'react';
import { ShellLayout } from './components/shell-layout';

/** User area frame (behind RequireAuth). An admin on a shared page (/settings) keeps the admin menu. */
export function UserShell({ children }: { children?: ReactNode }) {
  return <ShellLayout>{children}</ShellLayout>;
}
