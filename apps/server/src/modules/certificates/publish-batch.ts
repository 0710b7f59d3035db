import type { Logger } from '../../lib/logger';
import type { TPublishBatchResponse, TPublishBatchResult, ZPublishBatchRequest } from '@portal/contract';
import type { z } from 'zod';
import { batchItemError } from '../../lib/batch';
import type { Deps, SessionUser } from '../../types';
import { releaseClaim } from '../queue';
import type { CompanyNotice } from './company-notice';
import { publishCertificate } from './publish-service';

/**
 * POST admin/certificates/publish-batch.php (docs/business-rules.md#bulk-work): the applications
 * one after another, each through publishCertificate (the one publishing function, its own
 * transaction), under the one signatory the clerk confirmed. A refusal of one (not approved,
 * published meanwhile, unknown) is its result; the others go on. A published one's claim ends.
 */
export async function publishBatch(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'storage' | 'secret'>,
  admin: SessionUser,
  body: z.output<typeof ZPublishBatchRequest>,
  notice: CompanyNotice,
  log: Logger,
): Promise<TPublishBatchResponse> {
  const results: TPublishBatchResult[] = [];
  for (const codeReg of body.code_regs) {
    try {
      const certificate = await publishCertificate(
        deps,
        admin,
        { code_reg: codeReg, signatory_name: body.signatory_name, signatory_position: body.signatory_position },
        notice,
      );
      await releaseClaim(deps.db, 'application', codeReg);
      results.push({ code_reg: codeReg, outcome: 'published', certificate, error: null });
    } catch (err) {
      results.push({ code_reg: codeReg, outcome: 'failed', certificate: null, error: batchItemError(err, log) });
    }
  }
  const published = results.filter((r) => r.outcome === 'published').length;
  return { results, published, failed: results.length - published };
}
