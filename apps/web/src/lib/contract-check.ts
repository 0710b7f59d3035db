import type { TEndpoint, TEndpointPath } from '@portal/contract/constants';
import { ApiError } from './api-error';

/**
 * In development and in the tests, every answer is checked against its endpoint's response schema
 * (docs/decisions/093): a server that drifted from the contract, or a test's made-up answer that
 * the real server could never send, fails loudly where it happens. The schemas load on the first
 * answer, in their own chunk; a production build drops this check and never loads them.
 */
export async function checkAnswer(path: TEndpointPath, data: unknown): Promise<void> {
  if (!import.meta.env.DEV) return;
  const { ENDPOINTS } = await import('@portal/contract/endpoints');
  const schema = (ENDPOINTS[path] as TEndpoint).response;
  if (!schema) return;
  const parsed = schema.safeParse(data);
  if (parsed.success) return;
  const detail = parsed.error.issues.map((i) => `${i.path.join('.') || '(data)'}: ${i.message}`).join('; ');
  console.error(`The answer of ${path} does not match its contract schema: ${detail}`, data);
  throw new ApiError({
    status: 0,
    code: 'CONTRACT_MISMATCH',
    message: `The answer of ${path} does not match its contract schema: ${detail}`,
  });
}
