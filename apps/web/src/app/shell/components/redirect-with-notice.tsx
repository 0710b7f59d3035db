import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast, type ToastInput } from '@/components/ui/toast';

interface Props {
  to: string;
  replace?: boolean;
  state?: unknown;
  notice?: ToastInput;
  onNotice?: () => void;
}

/** Navigate once (StrictMode re-runs effects), optionally with a toast first. */
export function RedirectWithNotice({ to, replace = true, state, notice, onNotice }: Props) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (notice) {
      toast(notice);
      onNotice?.();
    }
    navigate(to, { replace, state });
  }, [navigate, notice, onNotice, replace, state, to]);
  return null;
}
