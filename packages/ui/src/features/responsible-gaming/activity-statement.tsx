import { getActivityStatement, type ActivityStatement as Statement } from '@lobbykit/api-client';
import { type RecordPeriodChoice, resolveRecordPeriod } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { useCallQuery } from '../../platform/call-hooks';
import { useClock } from '../../platform/clock-provider';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Money } from '../../platform/money/money';
import { RecordPeriodPicker } from '../../record-lists/records-parts';

/**
 * The activity statement: for a period the player chooses (the last 30 days first), deposits less withdrawals and
 * bets less wins, and the net said in a sentence: lost, won or even.
 */
export function ActivityStatementSection() {
  const clock = useClock();
  const { timeZone } = useFormat();
  // The clock is read once: "today" stays the same day while the page is open.
  const [now] = useState(clock);
  const [choice, setChoice] = useState<RecordPeriodChoice>({ preset: 'last30Days' });
  const resolved = resolveRecordPeriod(choice, now, timeZone.offsetMinutes);
  const period = resolved.ok ? resolved.period : null;
  const statement = useCallQuery(
    getActivityStatement,
    period ? { startTime: period.startTime, endTime: period.endTime } : undefined,
    { enabled: period !== null },
  );

  return (
    <div data-slot="activity-statement" className="flex flex-col gap-4">
      <RecordPeriodPicker value={choice} onChange={setChoice} now={now} />
      {statement.error ? (
        <CallProblem error={statement.error} onRetry={() => void statement.refetch()} />
      ) : statement.data ? (
        <StatementFigures statement={statement.data} />
      ) : (
        <StatementSkeleton />
      )}
    </div>
  );
}

function StatementFigures({ statement }: { statement: Statement }) {
  const t = useT();
  const { formatMoney } = useFormat();
  const betsLessWins = Number(statement.betsLessWins);
  const quiet = [statement.deposits, statement.withdrawals, statement.bets, statement.wins].every(
    (amount) => Number(amount) === 0,
  );
  const net =
    betsLessWins > 0
      ? t('rg_statement_net_lost', { amount: formatMoney(betsLessWins) })
      : betsLessWins < 0
        ? t('rg_statement_net_won', { amount: formatMoney(-betsLessWins) })
        : t('rg_statement_net_even');
  return (
    <div className="flex flex-col gap-3">
      <p className="font-semibold text-base" data-slot="statement-net">
        {quiet ? t('rg_statement_empty') : net}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <FigureList
          rows={[
            [t('rg_statement_deposits'), statement.deposits],
            [t('rg_statement_withdrawals'), statement.withdrawals],
          ]}
          total={[t('rg_statement_deposits_less_withdrawals'), statement.depositsLessWithdrawals]}
        />
        <FigureList
          rows={[
            [t('rg_statement_bets'), statement.bets],
            [t('rg_statement_wins'), statement.wins],
          ]}
          total={[t('rg_statement_bets_less_wins'), statement.betsLessWins]}
        />
      </div>
    </div>
  );
}

function FigureList({ rows, total }: { rows: [string, string][]; total: [string, string] }) {
  return (
    <dl className="divide-y divide-border rounded-md border border-border bg-surface-1 text-sm">
      {[...rows, total].map(([label, value], index) => (
        <div
          key={label}
          className={`flex items-baseline justify-between gap-4 px-4 py-2.5 ${index === rows.length ? 'font-semibold' : ''}`}
        >
          <dt className={index === rows.length ? '' : 'text-text-muted'}>{label}</dt>
          <dd>
            <Money value={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function StatementSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2">
      {[0, 1].map((box) => (
        <span key={box} className="block h-32 rounded-md bg-surface-3 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}
