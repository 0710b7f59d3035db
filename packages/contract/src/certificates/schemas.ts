import { z } from 'zod';

/** GET certificates/list.php → data.summary.total_certificates (docs/api.md#certificates). Items come with their issue. */
export const ZCertificateListResponse = z.object({
  items: z.array(z.unknown()),
  summary: z.object({ total_certificates: z.number().int(), active_certificates: z.number().int() }),
});
export type TCertificateListResponse = z.infer<typeof ZCertificateListResponse>;
