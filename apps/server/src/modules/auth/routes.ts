import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/route';
import { toLoginUserDto, toUserDto } from '../users';
import { issueCsrfToken } from '../../plugins/csrf';
import { login } from './login-service';
import { changePendingEmail } from './change-email-service';
import { AUTH_MESSAGES } from './messages';
import { requestPasswordReset, resetPassword } from './password-reset-service';
import { registerAccount } from './register-service';
import { getPendingUser, resendOtp, verifyEmail } from './verification-service';

/** The identity calls (docs/api.md#auth); the logic lives in the *-service files. */
export function registerAuthRoutes(app: FastifyInstance): void {
  defineRoute(app, 'auth/csrf-token.php', {
    noStore: true,
    handler: async ({ req, reply, deps }) => ({
      message: AUTH_MESSAGES.csrf,
      data: { csrf_token: issueCsrfToken(req, reply, deps.csrfKey, deps.config) },
    }),
  });

  defineRoute(app, 'auth/register.php', {
    handler: async ({ req, body, deps }) => {
      const r = await registerAccount(deps, body, req.ip, req.log);
      return {
        statusCode: 201,
        message: r.otpSent ? AUTH_MESSAGES.registered : AUTH_MESSAGES.registeredMailFailed,
        data: { uuid: r.uuid, email: r.email, otp_sent: r.otpSent },
      };
    },
  });

  defineRoute(app, 'auth/verify-otp.php', {
    handler: async ({ req, reply, body, deps }) => {
      const user = await verifyEmail(deps, body, req.ip);
      await deps.sessions.create(reply, req, user.id);
      return { message: AUTH_MESSAGES.otpVerified, data: { user: toUserDto(user) } };
    },
  });

  defineRoute(app, 'auth/resend-otp.php', {
    handler: async ({ body, deps }) => ({ message: AUTH_MESSAGES.otpSent, data: await resendOtp(deps, body.email) }),
  });

  defineRoute(app, 'auth/login.php', {
    handler: async ({ req, reply, body, deps }) => {
      const { user, requiresOtp } = await login(deps, body, req.ip, req.log);
      // A fresh session id; the pre-login cookie's session, if any, is destroyed (rotation).
      if (!requiresOtp) await deps.sessions.create(reply, req, user.id);
      return {
        message: requiresOtp ? AUTH_MESSAGES.otpRequired : AUTH_MESSAGES.loggedIn,
        data: {
          user: toLoginUserDto(user),
          requires_otp_verification: requiresOtp,
        },
      };
    },
  });

  defineRoute(app, 'auth/logout.php', {
    handler: async ({ req, reply, deps }) => {
      await deps.sessions.destroy(reply, req);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  });

  defineRoute(app, 'auth/forgot-password.php', {
    handler: async ({ req, body, deps }) => {
      await requestPasswordReset(deps, body, req.ip, req.log);
      return { message: AUTH_MESSAGES.forgotPassword };
    },
  });

  defineRoute(app, 'auth/reset-password.php', {
    handler: async ({ req, body, deps }) => {
      await resetPassword(deps, body, req.ip);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  });

  defineRoute(app, 'auth/change-pending-email.php', {
    handler: async ({ req, body, deps }) => {
      const r = await changePendingEmail(deps, body, req.ip, req.log);
      return {
        message: r.otpSent ? AUTH_MESSAGES.emailChanged : AUTH_MESSAGES.registeredMailFailed,
        data: { uuid: r.uuid, email: r.email, otp_sent: r.otpSent },
      };
    },
  });

  defineRoute(app, 'auth/get-user-by-uuid.php', {
    handler: async ({ req, body, deps }) => ({
      message: AUTH_MESSAGES.pendingUser,
      data: await getPendingUser(deps, body.uuid, req.ip),
    }),
  });
}
