/**
 * The auth feature's public face: the Turnstile widget and its site key, for the other public
 * forms that ask the captcha when it is configured (the complaint form on /verify). Its pages are
 * in ./pages.ts, for the route table.
 */
export { Captcha } from './components/captcha';
export { useTurnstileSiteKey } from './api/get-public-config';
