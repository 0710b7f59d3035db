import { render, screen } from '@testing-library/react';
import { ENTITY_STATUS_LABELS_ID, STATUS_BADGE_LABELS_ID, STATUS_BADGE_UNKNOWN_ID } from '@portal/contract/constants';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { BADGE_TONES, ENTITY_BADGE_TONES, EntityStatusBadge, StatusBadge } from './status-badge';

beforeAll(async () => {
  await i18n.changeLanguage('id');
});
afterAll(async () => {
  await i18n.changeLanguage('id');
});

describe('<StatusBadge>', () => {
  it.each(Object.entries(STATUS_BADGE_LABELS_ID))('%s → %j', (status, label) => {
    const { container } = render(<StatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('data-tone', BADGE_TONES[status as keyof typeof BADGE_TONES]);
  });

  it.each([[''], [null], [undefined], ['archived'], ['PAID'], ['toString'], ['__proto__']])(
    '%j → Tidak Diketahui',
    (status) => {
      const { container } = render(<StatusBadge status={status} />);
      expect(container).toHaveTextContent(STATUS_BADGE_UNKNOWN_ID);
      expect(container.firstElementChild).toHaveAttribute('data-tone', 'neutral');
    },
  );

  it('colour families: paid/approved green, failed/rejected red, pending amber, review blue', () => {
    expect(BADGE_TONES.paid).toBe('success');
    expect(BADGE_TONES.approved).toBe('success');
    expect(BADGE_TONES.failed).toBe('danger');
    expect(BADGE_TONES.rejected).toBe('danger');
    expect(BADGE_TONES.pending).toBe('warning');
    expect(BADGE_TONES.under_review).toBe('info');
    expect(Object.keys(BADGE_TONES).sort()).toEqual(Object.keys(STATUS_BADGE_LABELS_ID).sort());
  });

  it('English labels when the language is en', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(
      <>
        <StatusBadge status="pending" />
        <StatusBadge status="expired" />
        <StatusBadge status="nope" />
      </>,
    );
    expect(screen.getByText('Awaiting Payment')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('id'));
  });

  it('every badge value has its own English label', () => {
    const en = i18n.getFixedT('en', 'status');
    for (const status of Object.keys(STATUS_BADGE_LABELS_ID)) expect(en(`badge.${status}`)).not.toBe(`badge.${status}`);
  });
});

describe('<EntityStatusBadge>', () => {
  it.each(Object.entries(ENTITY_STATUS_LABELS_ID))('%s → %j', (status, label) => {
    const { container } = render(<EntityStatusBadge status={status} />);
    expect(screen.getByText(label)).toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute(
      'data-tone',
      ENTITY_BADGE_TONES[status as keyof typeof ENTITY_BADGE_TONES],
    );
  });

  it('unknown or empty → Tidak Diketahui; badge-only values are not entity values', () => {
    const { container } = render(<EntityStatusBadge status="paid" />);
    expect(container).toHaveTextContent('Tidak Diketahui');
    const empty = render(<EntityStatusBadge status="" />);
    expect(empty.container).toHaveTextContent('Tidak Diketahui');
  });

  it('every entity value has its own English label', () => {
    const en = i18n.getFixedT('en', 'status');
    for (const status of Object.keys(ENTITY_STATUS_LABELS_ID))
      expect(en(`entity.${status}`)).not.toBe(`entity.${status}`);
  });
});
