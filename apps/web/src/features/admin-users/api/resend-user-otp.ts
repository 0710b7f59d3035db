import { useMutation } from '@tanstack/react-query';
import { API } from '@portal/contract/constants';
import type { TAdminResendOtpRequest } from '@portal/contract';
import { apiPost } from '@/lib/api-client';

/** POST admin/users/resend-otp.php: a new code for an account awaiting e-mail confirmation (429 in the cooldown). */
export const resendUserOtp = (body: TAdminResendOtpRequest) => apiPost<{ email: string }>(API.adminUsersResendOtp, body);

export const useResendUserOtp = () => useMutation({ mutationFn: resendUserOtp, meta: { silent: true } });
