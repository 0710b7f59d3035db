/** The fee calculator feature's public face: the quote query and its table, for the application form's live quote. */
export { feeKeys, useFeeQuote, useFeeSchedule } from './api/fees';
export { QuoteTable } from './components/quote-table';
