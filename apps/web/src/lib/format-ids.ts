/** Identity-number display lives in the contract, since the server's invoice PDFs print NPWPs too. */
export { formatNib, formatNik, formatNpwp } from '@portal/contract';
