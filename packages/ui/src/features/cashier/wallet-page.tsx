import { getMerchantWallet, getWallets, MAIN_WALLET, type Wallet, type WalletList } from '@lobbykit/api-client';
import { toMinorUnits } from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { type ReactNode, useRef, useState } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Money } from '../../platform/money/money';
import { Button } from '../../primitives/button/button';
import { cn } from '../../styling/cn';
import { CashierSkeleton } from './cashier-skeleton';
import { WalletSweep } from './wallet-sweep';
import { type TransferDirection, WalletTransferForm } from './wallet-transfer-form';

const hasMoney = (wallet: Wallet) => toMinorUnits(wallet.balance) > 0n;

function RefreshButton({ onRefresh, busy }: { onRefresh: () => void; busy: boolean }) {
  const t = useT();
  return (
    <Button variant="outline" size="sm" onClick={onRefresh} disabled={busy} aria-busy={busy || undefined}>
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={cn(busy && 'motion-safe:animate-spin')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5" />
      </svg>
      {t('balance_refresh')}
    </Button>
  );
}

function VendorWallet({
  wallet,
  onTransfer,
}: {
  wallet: Wallet;
  onTransfer: (direction: TransferDirection, wallet: Wallet) => void;
}) {
  const t = useT();
  return (
    <li
      data-slot="vendor-wallet"
      data-wallet={wallet.wallet}
      className="flex items-center gap-3 rounded-lg border border-border bg-surface-2 px-3 py-2.5"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-sm">{wallet.displayName}</p>
        {wallet.maintenance ? (
          <p className="text-danger text-xs">{t('in_maintenance')}</p>
        ) : (
          <Money value={wallet.balance} className={cn('text-sm', hasMoney(wallet) ? 'text-gold' : 'text-text-muted')} />
        )}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="secondary"
          size="sm"
          className="px-2.5"
          disabled={wallet.maintenance}
          aria-label={t('wallet_transfer_in_label', { wallet: wallet.displayName })}
          onClick={() => onTransfer('in', wallet)}
        >
          {t('wallet_transfer_in')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          className="px-2.5"
          disabled={wallet.maintenance || !hasMoney(wallet)}
          aria-label={t('wallet_transfer_out_label', { wallet: wallet.displayName })}
          onClick={() => onTransfer('out', wallet)}
        >
          {t('wallet_transfer_out')}
        </Button>
      </div>
    </li>
  );
}

function WalletSummary({
  list,
  refresh,
  children,
}: {
  list: WalletList;
  refresh: { onRefresh: () => void; busy: boolean };
  children?: ReactNode;
}) {
  const t = useT();
  const main = list.wallets.find((wallet) => wallet.wallet === MAIN_WALLET);
  return (
    <div
      data-slot="wallet-summary"
      className="flex flex-col gap-4 rounded-lg border border-border bg-gradient-to-br from-surface-3 to-surface-2 p-4 sm:flex-row sm:items-end sm:justify-between sm:p-5"
    >
      <dl className="flex flex-wrap gap-x-10 gap-y-3">
        <div>
          <dt className="text-text-muted text-xs uppercase tracking-wide">{t('wallet_total')}</dt>
          <dd>
            <Money value={list.total} className="font-bold text-2xl text-gold sm:text-3xl" />
          </dd>
        </div>
        {main && !list.isSingle ? (
          <div>
            <dt className="text-text-muted text-xs uppercase tracking-wide">{t('wallet_main')}</dt>
            <dd>
              <Money value={main.balance} className="font-semibold text-lg sm:text-xl" />
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <RefreshButton {...refresh} />
        {children}
      </div>
    </div>
  );
}

/**
 * My wallet (transferFund, SPEC §2): the total, the main wallet and every game wallet with its balance, a refresh,
 * and money moved between them with an amount ("All", or every game wallet "All back to main"). A merchant with one
 * wallet for every game (`isSingle`) shows one balance and nothing to transfer.
 */
export function WalletPage(_props: MemberCentrePageProps) {
  const t = useT();
  const merchant = useCallQuery(getMerchantWallet);
  const wallets = useCallQuery(getWallets);
  const [direction, setDirection] = useState<{ direction: TransferDirection; wallet: string; at: number } | null>(null);
  const form = useRef<HTMLDivElement>(null);

  if (wallets.isError || merchant.isError) {
    const error = wallets.error ?? merchant.error;
    return (
      <CallProblem
        error={error as NonNullable<typeof error>}
        onRetry={() => {
          if (wallets.isError) void wallets.refetch();
          if (merchant.isError) void merchant.refetch();
        }}
        className="rounded-lg border border-danger/40 bg-danger-surface px-4 py-6"
      />
    );
  }
  if (!wallets.data || !merchant.data) return <CashierSkeleton />;

  const list = wallets.data;
  const refresh = { onRefresh: () => void wallets.refetch(), busy: wallets.isFetching };
  if (merchant.data.isSingle || list.isSingle) {
    return (
      <div className="flex flex-col gap-4">
        <WalletSummary list={list} refresh={refresh} />
        <p
          data-slot="single-wallet"
          className="rounded-md border border-border bg-surface-2 px-4 py-3 text-sm text-text-muted"
        >
          {t('wallet_single')}
        </p>
      </div>
    );
  }

  const vendors = list.wallets.filter((wallet) => wallet.wallet !== MAIN_WALLET);
  // Wallets holding money first, so a player sees where it is without scrolling through every provider.
  const ordered = [...vendors.filter(hasMoney), ...vendors.filter((wallet) => !hasMoney(wallet))];
  const openTransfer = (next: TransferDirection, wallet: Wallet) => {
    setDirection({ direction: next, wallet: wallet.wallet, at: Date.now() });
    form.current?.scrollIntoView({ block: 'nearest' });
  };

  return (
    <div data-slot="wallet-page" className="flex flex-col gap-5">
      <WalletSweep wallets={vendors}>
        {(button, notice) => (
          <>
            <WalletSummary list={list} refresh={refresh}>
              {button}
            </WalletSummary>
            {notice}
          </>
        )}
      </WalletSweep>
      <div ref={form}>
        <WalletTransferForm wallets={list.wallets} preset={direction} />
      </div>
      <section aria-labelledby="game-wallets-title" className="flex flex-col gap-3">
        <h3 id="game-wallets-title" className="font-semibold text-base">
          {t('wallet_game_wallets')}
        </h3>
        {ordered.length === 0 ? (
          <p className="rounded-md border border-border border-dashed px-4 py-6 text-center text-sm text-text-muted">
            {t('wallet_game_wallets_empty')}
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {ordered.map((wallet) => (
              <VendorWallet key={wallet.wallet} wallet={wallet} onTransfer={openTransfer} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
