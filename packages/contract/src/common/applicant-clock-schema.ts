import { z } from 'zod';
import { APPLICANT_STEPS, CLOCK_WAITING_ON } from './applicant-clock';

/** The applicant's clock as answers carry it (common/applicant-clock.ts; docs/business-rules.md#applicant-clock). */
export const ZApplicantClock = z.object({
  step: z.enum(APPLICANT_STEPS),
  waiting_on: z.enum(CLOCK_WAITING_ON),
  since: z.string().nullable(),
  /** WIB date `YYYY-MM-DD`. */
  act_by: z.string().nullable(),
  sla_working_days: z.number().int().nullable(),
  overdue: z.boolean(),
});
