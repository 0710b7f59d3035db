import { z } from 'zod';
import { zRequiredString } from '../common/fields';
import { csrfBody } from '../common/workflow-fields';
import { zCodeReg } from '../applications/fields';
import { ZBatchItemError, zBatchOf } from '../queue/schemas';

/**
 * POST admin/certificates/publish-batch.php (docs/business-rules.md#bulk-work): the publish queue's
 * selection under one signatory confirmation. Each application is published by the same function
 * as publish.php, in its own transaction; one refusal stops nothing else.
 */
export const ZPublishBatchRequest = z
  .object({
    code_regs: zBatchOf(zCodeReg),
    signatory_name: zRequiredString(120),
    signatory_position: zRequiredString(120),
    ...csrfBody,
  })
  .strict();
export type TPublishBatchRequest = z.input<typeof ZPublishBatchRequest>;

export const ZPublishBatchResult = z.object({
  code_reg: z.string(),
  outcome: z.enum(['published', 'failed']),
  certificate: z.object({ certificate_uuid: z.string(), number: z.string(), valid_until: z.string() }).nullable(),
  error: ZBatchItemError.nullable(),
});
export type TPublishBatchResult = z.infer<typeof ZPublishBatchResult>;
export const ZPublishBatchResponse = z.object({
  results: z.array(ZPublishBatchResult),
  published: z.number().int(),
  failed: z.number().int(),
});
export type TPublishBatchResponse = z.infer<typeof ZPublishBatchResponse>;
