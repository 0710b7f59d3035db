/**
 * `code_reg`, the key of an application (docs/business-rules.md#applications): `SP-` and 9
 * random digits, as the original portal; unique and never reused (a deleted draft keeps its
 * row). Zod-free.
 */
export const CODE_REG_PREFIX = 'SP-';
export const CODE_REG_DIGITS = 9;
export const CODE_REG_PATTERN = /^SP-\d{9}$/;

export const isCodeReg = (value: string): boolean => CODE_REG_PATTERN.test(value);

/** How a typed or pasted code is read: spaces around it dropped, `sp-` in any case. */
export const normalizeCodeReg = (value: string): string => value.trim().toUpperCase();

type TFillRandom = (buffer: Uint32Array<ArrayBuffer>) => void;
const cryptoFill: TFillRandom = (buffer) => {
  globalThis.crypto.getRandomValues(buffer);
};

/**
 * A new random code from a CSPRNG (Web Crypto, in the browser and in Node). Each digit is
 * uniform: 32-bit values at or above the largest multiple of 10 are drawn again. The caller
 * inserts it under the unique index and draws again on the rare collision.
 */
export function generateCodeReg(fill: TFillRandom = cryptoFill): string {
  const limit = 4_294_967_290; // 10 × floor(2^32 / 10)
  let digits = '';
  const buffer = new Uint32Array(CODE_REG_DIGITS);
  while (digits.length < CODE_REG_DIGITS) {
    fill(buffer);
    for (const v of buffer) if (v < limit && digits.length < CODE_REG_DIGITS) digits += String(v % 10);
  }
  return `${CODE_REG_PREFIX}${digits}`;
}
