/**
 * The live reads of the member's own money that every money action changes: the balance, the wallets, the account
 * record and what can be withdrawn now. Each money action's `invalidates` names these (a test holds every money call
 * of the platform to it), so a player's every screen of money shows the platform's state once the action succeeded.
 */
export const MONEY_READS = ['getBalance', 'getWallets', 'getTransactionHistory', 'getWithdrawalOptions'] as const;
