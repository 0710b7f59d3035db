/** STUB: replaced by the error-catalogue work (SPEC §8). */
export function showErrorToast(_error: unknown): void {}
