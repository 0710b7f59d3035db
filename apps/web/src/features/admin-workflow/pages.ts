import { lazyPage } from '@/lib/lazy-page';

const NS = ['adminWorkflow', 'admin', 'status', 'errors', 'files'];

export const PaymentVerificationPage = lazyPage(() => import('./pages/payment-verification-page'), 'PaymentVerificationPage', NS);
