/** The SPEC Rp formatter lives in the contract, since the server's invoice PDFs print it too. */
export { formatCurrency, parseAmount } from '@portal/contract';
