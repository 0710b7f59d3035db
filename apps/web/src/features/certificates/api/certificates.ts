import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { applicationChanges } from '@/features/applications';
import { apiGet } from '@/lib/api-client';

export const certificateKeys = {
  all: ['certificates'] as const,
  list: () => ['certificates', 'list'] as const,
  detail: (uuid: string) => ['certificates', 'detail', uuid] as const,
  verifications: (uuid: string, page: number, perPage: number) =>
    ['certificates', 'verifications', uuid, page, perPage] as const,
};

// A renewal or upgrade saved, submitted, withdrawn or deleted changes whether a certificate can be renewed.
applicationChanges.follow(certificateKeys.all);

/** GET certificates/list.php: the company's certificates (newest first) and the summary counts. */
export const useCertificates = () =>
  useQuery({
    queryKey: certificateKeys.list(),
    queryFn: ({ signal }) => apiGet('certificates/list.php', { signal, noCache: true }),
  });

/** GET certificates/detail.php?uuid= (the owner's view). */
export const useCertificate = (uuid: string) =>
  useQuery({
    queryKey: certificateKeys.detail(uuid),
    queryFn: ({ signal }) => apiGet('certificates/detail.php', { query: { uuid }, signal, noCache: true }),
    select: (d) => d.certificate,
  });

/** GET certificates/verifications.php?uuid=&page=&per_page=: the public lookups of the certificate, newest first. */
export const useCertificateVerifications = (uuid: string, page: number, perPage: number) =>
  useQuery({
    queryKey: certificateKeys.verifications(uuid, page, perPage),
    queryFn: ({ signal }) =>
      apiGet('certificates/verifications.php', { query: { uuid, page, per_page: perPage }, signal, noCache: true }),
    placeholderData: keepPreviousData,
  });
