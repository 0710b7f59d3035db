/** Cloudflare Turnstile (docs/business-rules.md#captcha): off when no secret is configured. */
export interface Captcha {
  readonly enabled: boolean;
  verify(token: string | null | undefined, ip: string): Promise<boolean>;
}

export const disabledCaptcha: Captcha = { enabled: false, verify: async () => true };

export function createTurnstile(secret: string, fetchImpl: typeof fetch = fetch): Captcha {
  return {
    enabled: true,
    async verify(token, ip) {
      if (!token) return false;
      try {
        const body = new URLSearchParams({ secret, response: token, remoteip: ip });
        const res = await fetchImpl('https://challenges.cloudflare.com/turnstile/v0/siteverify', {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(8000),
        });
        const json = (await res.json()) as { success?: boolean };
        return json.success === true;
      } catch {
        return false;
      }
    },
  };
}
