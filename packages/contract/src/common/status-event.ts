import { z } from 'zod';
import { ROLES } from '../statuses';

/**
 * One row of a timeline (an application's) or a status history (an invoice's): a transition of
 * the object's table, or its creation (`from_status` null). `actor` is null when the server made
 * the change (scheduler, a consequence of a payment).
 */
export const statusEventSchema = <const T extends readonly [string, ...string[]]>(statuses: T) =>
  z.object({
    name: z.string(),
    from_status: z.enum(statuses).nullable(),
    to_status: z.enum(statuses),
    at: z.string(),
    note: z.string().nullable(),
    actor: z.object({ name: z.string(), role: z.enum(ROLES) }).nullable(),
  });
