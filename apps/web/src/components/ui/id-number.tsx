import { formatNib, formatNik, formatNpwp } from '@/lib/format-ids';

const FORMAT = { npwp: formatNpwp, nik: formatNik, nib: formatNib } as const;

/** An NPWP, NIK or NIB as people read it, never broken across lines; '-' when empty. */
export function IdNumber({ kind, value }: { kind: keyof typeof FORMAT; value: string | null | undefined }) {
  if (!value) return <>-</>;
  return <span className="whitespace-nowrap tabular-nums">{FORMAT[kind](value)}</span>;
}
