import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { toLoginUserDto, toUserDto } from '../users';
import { issueCsrfToken } from '../../plugins/csrf';
import { LOGIN_CHALLENGE_TTL_S } from '@portal/contract';
import { cookieNames } from '../../plugins/cookie-names';
import { login, verifyMfaLogin } from './login-service';
import { recordLogin, recordLogout } from './sign-in-audit';
import { changePendingEmail } from './change-email-service';
import { msg } from '../../lib/server-message';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import { registerAccount } from './register-service';
import { getPendingUser, resendOtp, verifyEmail } from './verification-service';

/** The identity calls (docs/api.md#auth); the logic lives in the *-service files. */
export function registerAuthRoutes(app: FastifyInstance): void {
  defineRoute(app, 'auth/csrf-token.php', {
    noStore: true,
    handler: async ({ req, reply, deps }) => ({
      message: msg('auth.csrf_token'),
      data: { csrf_token: issueCsrfToken(req, reply, deps.csrfKey, deps.config) },
    }),
  });

  defineRoute(app, 'auth/register.php', {
    handler: async ({ req, body, deps }) => {
      const r = await registerAccount(deps, body, req.ip, req.log);
      return {
        statusCode: 201,
        message: r.otpSent ? msg('auth.registered') : msg('auth.registered_mail_failed'),
        data: { uuid: r.uuid, email: r.email, otp_sent: r.otpSent },
      };
    },
  });

  defineRoute(app, 'auth/verify-otp.php', {
    handler: async ({ req, reply, body, deps }) => {
      const user = await verifyEmail(deps, body, req.ip);
      await deps.sessions.create(reply, req, user.id);
      return { message: msg('auth.otp_verified'), data: { user: toUserDto(user) } };
    },
  });

  defineRoute(app, 'auth/resend-otp.php', {
    handler: async ({ body, deps }) => ({ message: msg('auth.otp_sent'), data: await resendOtp(deps, body.email) }),
  });

  const challengeCookie = cookieNames(app.deps.config.secureCookies).loginChallenge;
  const challengeCookieOptions = { ...app.deps.sessions.cookieOptions, maxAge: LOGIN_CHALLENGE_TTL_S };

  defineRoute(app, 'auth/login.php', {
    handler: async ({ req, reply, body, deps }) => {
      const result = await login(deps, body, req.ip, req.log);
      const flags = { requires_otp_verification: false, requires_mfa: false, requires_login_code: false };
      if (result.kind === 'login_code')
        return { message: msg('auth.login_code_required'), data: { user: null, ...flags, requires_login_code: true } };
      const { user } = result;
      const who = toLoginUserDto(user);
      if (result.kind === 'otp')
        return { message: msg('auth.otp_required'), data: { user: who, ...flags, requires_otp_verification: true } };
      if (result.kind === 'mfa') {
        // The pending sign-in lives on the server; the browser holds only its id (docs/decisions/098).
        reply.setCookie(challengeCookie, result.challenge, challengeCookieOptions);
        return { message: msg('auth.mfa_required'), data: { user: who, ...flags, requires_mfa: true } };
      }
      // A fresh session id; the pre-login cookie's session, if any, is destroyed (rotation).
      await deps.sessions.create(reply, req, user.id);
      await recordLogin(deps, user, 'password');
      return { message: msg('auth.logged_in'), data: { user: who, ...flags } };
    },
  });

  defineRoute(app, 'auth/verify-mfa.php', {
    handler: async ({ req, reply, body, deps }) => {
      const user = await verifyMfaLogin(deps, req.cookies[challengeCookie], body.code, req.ip);
      reply.clearCookie(challengeCookie, app.deps.sessions.cookieOptions);
      await deps.sessions.create(reply, req, user.id);
      await recordLogin(deps, user, 'mfa');
      return { message: msg('auth.logged_in'), data: { user: toUserDto(user) } };
    },
  });

  defineRoute(app, 'auth/logout.php', {
    handler: async ({ req, reply, deps, user }) => {
      await deps.sessions.destroy(reply, req);
      if (user) await recordLogout(deps, user);
      return { message: msg('auth.logged_out') };
    },
  });

  defineRoute(app, 'auth/forgot-password.php', {
    handler: async ({ req, body, deps }) => {
      await requestPasswordReset(deps, body, req.ip, req.log);
      return { message: msg('auth.forgot_password') };
    },
  });

  defineRoute(app, 'auth/reset-password.php', {
    handler: async ({ req, body, deps }) => {
      await resetPassword(deps, body, req.ip);
      return { message: msg('auth.password_reset') };
    },
  });

  defineRoute(app, 'auth/change-pending-email.php', {
    handler: async ({ req, body, deps }) => {
      const r = await changePendingEmail(deps, body, req.ip, req.log);
      return {
        message: r.otpSent ? msg('auth.email_changed') : msg('auth.registered_mail_failed'),
        data: { uuid: r.uuid, email: r.email, otp_sent: r.otpSent },
      };
    },
  });

  defineRoute(app, 'auth/get-user-by-uuid.php', {
    handler: async ({ req, body, deps }) => ({ data: await getPendingUser(deps, body.uuid, req.ip) }),
  });
}
