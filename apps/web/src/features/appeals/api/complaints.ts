import type { TCreateComplaintRequest } from '@portal/contract';
import { useAction, type TActionOptions } from '@/hooks/use-action';
import { apiPost } from '@/lib/api-client';

/** POST complaints/create.php (docs/api.md#complaints-and-appeals): anyone, with the captcha when configured. */
export const createComplaint = (body: TCreateComplaintRequest) => apiPost('complaints/create.php', body);

type TCreated = Awaited<ReturnType<typeof createComplaint>>;
export const useCreateComplaint = (options?: TActionOptions<TCreated, TCreateComplaintRequest>) =>
  useAction(createComplaint, options);
