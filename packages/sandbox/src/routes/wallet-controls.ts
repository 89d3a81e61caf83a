import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { Rejection } from '../rejection';
import type { Sandbox } from '../sandbox';
import { toDecimal } from '../state/money';
import { settleWithdrawal } from '../state/wallet-cashier';
import { setSingleWallet } from '../state/wallet-mode';
import { walletsOf } from '../state/wallets';
import { envelope } from './answer';

/** The HTTP addresses of the money controls (sandbox only, never part of the platform contract). */
export const MONEY_CONTROL_PATHS = {
  settleWithdrawal: '/__sandbox/withdrawals/settle',
  walletMode: '/__sandbox/wallet-mode',
  balances: '/__sandbox/balances',
} as const;

/** Input of the settle control: pay (Approved) or refuse and refund (Rejected) a withdrawal In Process. */
export const settleWithdrawalControlSchema = z.object({
  reference: z.string().min(1),
  status: z.enum(['Approved', 'Rejected']),
});

/** Input of the wallet-mode control: one wallet for all vendors, or one per vendor. */
export const walletModeControlSchema = z.object({ isSingle: z.boolean() });

/** Mounts the money controls under `/__sandbox/`. */
export function answerMoneyControls(app: Hono, sandbox: SandboxContext): void {
  app.post(MONEY_CONTROL_PATHS.settleWithdrawal, async (c) => {
    const parsed = settleWithdrawalControlSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return envelope.refuse('invalid_request', 400);
    try {
      const settled = settleWithdrawal(sandbox, parsed.data.reference, parsed.data.status);
      return envelope.ok({ reference: settled.reference, status: settled.status });
    } catch (error) {
      if (error instanceof Rejection) return envelope.refuse(error.messageKey);
      throw error;
    }
  });
  app.get(MONEY_CONTROL_PATHS.balances, (c) => {
    const username = c.req.query('username');
    if (!username) return envelope.refuse('invalid_request', 400);
    const wallets = walletsOf(sandbox, username);
    return envelope.ok({
      wallets: Object.fromEntries(wallets.map((wallet) => [wallet.wallet, toDecimal(wallet.minor)])),
      total: toDecimal(wallets.reduce((sum, wallet) => sum + wallet.minor, 0)),
    });
  });
  app.post(MONEY_CONTROL_PATHS.walletMode, async (c) => {
    const parsed = walletModeControlSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return envelope.refuse('invalid_request', 400);
    setSingleWallet(sandbox.store, parsed.data.isSingle);
    return envelope.ok(null);
  });
}

async function post(sandbox: Pick<Sandbox, 'fetch'>, path: string, body: unknown): Promise<void> {
  const answer = await sandbox.fetch(
    new Request(`http://sandbox.local${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  const { success, message } = (await answer.json()) as { success: boolean; message: string | null };
  if (!success) throw new Error(`sandbox control ${path} refused: ${message}`);
}

/** The money controls as functions, for stories and tests: they go through the sandbox's own handler. */
export function moneyControls(sandbox: Pick<Sandbox, 'fetch'>) {
  return {
    /** Pays a withdrawal now (Approved) or refuses it and refunds the main wallet (Rejected). */
    settleWithdrawal: (reference: string, status: 'Approved' | 'Rejected') =>
      post(sandbox, MONEY_CONTROL_PATHS.settleWithdrawal, { reference, status }),
    /** Makes GCS_merchantWallet report one wallet for all vendors (true) or one per vendor (false). */
    setSingleWallet: (isSingle: boolean) => post(sandbox, MONEY_CONTROL_PATHS.walletMode, { isSingle }),
    /** Every wallet of an account that holds or held money, and their exact total, read from the sandbox's state. */
    async balances(username: string): Promise<{ wallets: Record<string, string>; total: string }> {
      const answer = await sandbox.fetch(
        new Request(`http://sandbox.local${MONEY_CONTROL_PATHS.balances}?username=${encodeURIComponent(username)}`),
      );
      return ((await answer.json()) as { value: { wallets: Record<string, string>; total: string } }).value;
    },
  };
}
