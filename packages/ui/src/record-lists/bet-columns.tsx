import type { BetRecord, BettingRecords } from '@lobbykit/api-client';
import { GAME_CATEGORIES } from '@lobbykit/domain';
import { GAME_CATEGORY_KEYS, useT } from '@lobbykit/i18n';
import type { RecordsColumn } from '../primitives/records-table/records-table';
import { Money, RecordTime } from './records-parts';

type BetColumn = RecordsColumn<BetRecord>;

/**
 * The columns of a betting record (SPEC §2 personalHistoryCopy), by name, for the member's own bets and an agent's
 * team bets alike: each page lists the ones it shows, in its order. Amount columns carry the query's totals.
 */
export function useBetColumns(totals: BettingRecords['totals'] | undefined) {
  const t = useT();
  const total = (amount: Exclude<keyof BettingRecords['totals'], 'count'>, signed = false) =>
    totals ? <Money value={totals[amount]} signed={signed} /> : undefined;
  const game: BetColumn = {
    id: 'game',
    header: t('records_game'),
    hideInCard: true,
    cell: (bet) => (
      <span className="flex flex-col">
        <span className="font-medium">{bet.gameName}</span>
        <BetReference bet={bet} />
      </span>
    ),
  };
  const player: BetColumn = {
    id: 'player',
    header: `${t('ac_username')} / ${t('records_game')}`,
    hideInCard: true,
    cell: (bet) => (
      <span className="flex flex-col">
        <span className="font-medium">{bet.username}</span>
        <span className="text-sm">{bet.gameName}</span>
        <BetReference bet={bet} />
      </span>
    ),
  };
  const time: BetColumn = { id: 'time', header: t('records_bet_time'), cell: (bet) => <RecordTime ms={bet.betTime} /> };
  const type: BetColumn = {
    id: 'type',
    header: t('records_game_type'),
    cell: (bet) => <span className="whitespace-nowrap">{t(GAME_CATEGORY_KEYS[bet.gameType])}</span>,
  };
  const stake: BetColumn = {
    id: 'stake',
    header: t('records_bet_amount'),
    numeric: true,
    cell: (bet) => <Money value={bet.betAmount} />,
    total: total('betAmount'),
  };
  const valid: BetColumn = {
    id: 'valid',
    header: t('records_valid_bet'),
    numeric: true,
    cell: (bet) => <Money value={bet.validBet} />,
    total: total('validBet'),
  };
  const payout: BetColumn = {
    id: 'payout',
    header: t('records_payout'),
    numeric: true,
    cell: (bet) => <Money value={bet.payout} />,
    total: total('payout'),
  };
  const winLoss: BetColumn = {
    id: 'winLoss',
    header: t('records_win_loss'),
    numeric: true,
    hideInCard: true,
    cell: (bet) => <Money value={bet.winLoss} signed />,
    total: total('winLoss', true),
  };
  const status: BetColumn = {
    id: 'status',
    header: t('records_status'),
    cell: (bet) => <BetStatus status={bet.status} label={t(`bet_status_${bet.status}`)} />,
  };
  const order: BetColumn = {
    id: 'order',
    header: t('records_order_no'),
    hideInTable: true,
    cell: (bet) => <span className="text-text-muted text-xs tabular-nums">{bet.orderNo}</span>,
  };
  return { game, player, time, type, stake, valid, payout, winLoss, status, order };
}

/** The game types a betting record filters by, in the catalogue's words. */
export function useGameTypeOptions() {
  const t = useT();
  return GAME_CATEGORIES.map((type) => ({ value: type, label: t(GAME_CATEGORY_KEYS[type]) }));
}

/** A bet's win or loss, the figure a record card shows beside its title. */
export function BetWinLoss({ bet }: { bet: BetRecord }) {
  return <Money value={bet.winLoss} signed className="font-semibold" />;
}

function BetReference({ bet }: { bet: BetRecord }) {
  return (
    <span className="text-text-muted text-xs tabular-nums">
      {bet.vendor} · {bet.orderNo}
    </span>
  );
}

function BetStatus({ status, label }: { status: BetRecord['status']; label: string }) {
  return (
    <span
      data-status={status}
      className="inline-flex items-center gap-1.5 whitespace-nowrap text-sm data-[status=cancelled]:text-text-muted"
    >
      <span
        aria-hidden="true"
        className="size-1.5 rounded-full bg-success data-[status=unsettled]:bg-gold"
        data-status={status}
      />
      {label}
    </span>
  );
}
