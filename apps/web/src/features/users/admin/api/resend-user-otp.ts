import { useMutation } from '@tanstack/react-query';
import type { TAdminResendOtpRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';

/** POST admin/users/resend-otp.php: a new code for an account awaiting e-mail confirmation (429 in the cooldown). */
export const resendUserOtp = (body: TAdminResendOtpRequest) => apiPost('admin/users/resend-otp.php', body);

export const useResendUserOtp = () => useMutation({ mutationFn: resendUserOtp, meta: { silent: true } });
