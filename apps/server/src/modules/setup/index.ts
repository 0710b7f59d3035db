/** The setup module's public face (docs/decisions/023, 103): invoices are issued only once the setup is complete. */
export { assertSetupComplete, assertSetupCompleteIn, isRealBankAccount, setupStatus, setupStatusOf } from './service';
