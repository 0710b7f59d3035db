import type { TInputProps } from '@/components/ui/input';
import { Input } from '@/components/ui/input';

const grouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** "1500000" → "1.500.000" (Indonesian grouping); anything else → as is. */
export function groupDigits(digits: string): string {
  return /^\d{1,15}$/.test(digits) ? grouping.format(Number(digits)) : digits;
}

interface Props extends Omit<TInputProps, 'value' | 'onChange' | 'type'> {
  /** Digits only (integer rupiah). */
  value: string;
  onChange: (digits: string) => void;
}

/**
 * Integer rupiah: shown grouped with an "Rp" prefix while typing, kept as plain digits so the
 * contract's integer rule parses it (investment value: integer rupiah).
 */
export function CurrencyInput({ value, onChange, className, ...rest }: Props) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-sm text-slate-500 dark:text-slate-400"
      >
        Rp
      </span>
      <Input
        {...rest}
        type="text"
        inputMode="numeric"
        value={groupDigits(value)}
        onChange={(e) => onChange(e.currentTarget.value.replace(/\D/g, ''))}
        className={['pl-10', className].filter(Boolean).join(' ')}
      />
    </div>
  );
}
