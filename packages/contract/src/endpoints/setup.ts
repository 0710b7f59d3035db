import { ZSetupStatusResponse } from '../setup/schemas';
import { endpoint } from './define';

/** The endpoints the server's `setup` module answers: the first-run setup (docs/api.md). */
export const SETUP_ENDPOINTS = {
  'admin/setup/status.php': endpoint({
    method: 'GET',
    access: 'admin',
    roles: 'any',
    section: 'admin-back-office',
    summary: 'The first-run setup checklist',
    answers:
      "`{ setup: { complete, items: [{ item, done, link }] } }`: `issuer` (name, address, NPWP), `bank_account` (a bank account an administrator saved in the current fee schedule; the shipped example never counts), `body` (the certifying body's name), `signatory` (name and position). Until complete, `applications/submit.php` answers 409 `SETUP_INCOMPLETE` ([First-run setup](business-rules.md#first-run-setup))",
    response: ZSetupStatusResponse,
  }),
} as const;
