import type { SandboxStore } from '../store/store';

const WALLET_SETTINGS = 'wallet-settings';

/** Whether the merchant runs one wallet for all vendors (GCS_merchantWallet isSingle); the sandbox starts with one per vendor. */
export function isSingleWallet(store: SandboxStore): boolean {
  return store.get<boolean>(WALLET_SETTINGS, 'isSingle') ?? false;
}

/** Switches between one wallet per vendor and a single wallet (sandbox control). */
export function setSingleWallet(store: SandboxStore, isSingle: boolean): void {
  store.put(WALLET_SETTINGS, 'isSingle', isSingle);
}
