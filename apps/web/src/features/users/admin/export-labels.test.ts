import { describe, expect, it } from 'vitest';
import { ENTITY_STATUS_LABELS, ROLE_LABELS } from '@portal/contract';
import i18n from '@/i18n';

/** The workbook (server) and the screens (web) say the same words for roles and statuses (docs/decisions/040). */
describe('export labels match the screens', () => {
  it.each(['id', 'en'] as const)('%s', async (lng) => {
    await i18n.loadNamespaces(['admin', 'status']);
    const t = i18n.getFixedT(lng);
    for (const [role, label] of Object.entries(ROLE_LABELS)) expect(t(`admin:roles.${role}`)).toBe(label[lng]);
    for (const [status, label] of Object.entries(ENTITY_STATUS_LABELS))
      expect(t(`status:entity.${status}`)).toBe(label[lng]);
  });
});
