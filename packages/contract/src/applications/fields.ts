import { V, zText } from '../common/fields';
import { normalizeCodeReg, isCodeReg } from './code-reg';

/** `code_reg` in a query or body: any case, spaces around it dropped. */
export const zCodeReg = zText(V.required)
  .trim()
  .min(1, V.required)
  .max(20, V.invalid)
  .transform(normalizeCodeReg)
  .refine(isCodeReg, V.invalid);
