import { getMissionLeaderboard, getMissionSummary } from '@lobbykit/api-client';
import { orderActivities } from '@lobbykit/domain';
import { useFormat, useT } from '@lobbykit/i18n';
import { useState } from 'react';
import type { MemberCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { cn } from '../../styling/cn';
import { ActivityCard, ActivityCardSkeleton, type ActivityOutcome } from './activity-card';
import { OutcomeNotice } from './reward-centre-page';

/**
 * Mission activity (member page missionLeaderboard, SPEC §2): the missions with their progress and actions, the
 * available-mission count (the badge's number), and a mission's leaderboard with the player's own place.
 */
export function MissionsPage(_props: MemberCentrePageProps) {
  const t = useT();
  const summary = useCallQuery(getMissionSummary);
  const [outcome, setOutcome] = useState<ActivityOutcome | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  if (summary.error) {
    return (
      <CallProblem error={summary.error} onRetry={() => summary.refetch()} className="rounded-lg bg-surface-2 p-4" />
    );
  }
  const missions = summary.data ? orderActivities(summary.data.missions) : null;
  const boardMissions = summary.data?.missions.filter((mission) => mission.state !== 'coming soon') ?? [];
  return (
    <div data-slot="missions-page" className="flex flex-col gap-5">
      <p className="text-sm text-text-muted">
        {summary.data ? t('missions_available', { count: summary.data.availableCount }) : '\u00a0'}
      </p>
      <OutcomeNotice outcome={outcome} />
      <section aria-labelledby="missions-list" className="flex flex-col gap-3">
        <h3 id="missions-list" className="font-semibold text-text-muted text-xs uppercase tracking-wide">
          {t('missions_list')}
        </h3>
        {!missions ? (
          <div className="grid gap-3 md:grid-cols-2">
            {[0, 1].map((card) => (
              <ActivityCardSkeleton key={card} />
            ))}
          </div>
        ) : missions.length === 0 ? (
          <p className="rounded-lg border border-border border-dashed p-8 text-center text-sm text-text-muted">
            {t('missions_empty')}
          </p>
        ) : (
          <div className="grid gap-3 md:grid-cols-2">
            {missions.map((mission) => (
              <ActivityCard key={mission.id} activity={mission} onDone={setOutcome} />
            ))}
          </div>
        )}
      </section>
      {boardMissions.length > 0 ? (
        <Leaderboard
          missions={boardMissions.map(({ id, title }) => ({ id, title }))}
          chosen={chosen ?? boardMissions[0]?.id ?? null}
          onChoose={setChosen}
        />
      ) : null}
    </div>
  );
}

function Leaderboard({
  missions,
  chosen,
  onChoose,
}: {
  missions: { id: string; title: string }[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const t = useT();
  const { formatMoney } = useFormat();
  const board = useCallQuery(getMissionLeaderboard, chosen ? { missionId: chosen } : {});
  return (
    <section
      aria-labelledby="mission-leaderboard"
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface-2/60 p-4 sm:p-5"
    >
      <h3 id="mission-leaderboard" className="font-bold text-base">
        {t('leaderboard_title')}
      </h3>
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{t('leaderboard_mission')}</legend>
        {missions.map((mission) => (
          <button
            key={mission.id}
            type="button"
            aria-pressed={mission.id === chosen}
            onClick={() => onChoose(mission.id)}
            className={cn(
              'h-8 shrink-0 rounded-full border px-3 text-sm transition-colors motion-reduce:transition-none',
              mission.id === chosen
                ? 'border-accent bg-accent text-accent-contrast'
                : 'border-border bg-surface-1 text-text-muted hover:text-text',
            )}
          >
            {mission.title}
          </button>
        ))}
      </fieldset>
      {board.error ? (
        <CallProblem error={board.error} onRetry={() => board.refetch()} />
      ) : !board.data ? (
        <div aria-hidden="true" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((row) => (
            <span key={row} className="h-9 rounded bg-surface-3 motion-safe:animate-pulse" />
          ))}
        </div>
      ) : (
        <>
          <p className="rounded-md bg-accent-soft px-3 py-2 text-sm">
            {board.data.me.rank === null
              ? t('leaderboard_unranked')
              : t('leaderboard_my_rank', { rank: board.data.me.rank, score: formatMoney(Number(board.data.me.score)) })}
          </p>
          {board.data.list.length === 0 ? (
            <p className="p-4 text-center text-sm text-text-muted">{t('leaderboard_empty')}</p>
          ) : (
            <table className="w-full text-sm">
              <caption className="sr-only">
                {t('leaderboard_title')}: {board.data.title}
              </caption>
              <thead>
                <tr className="text-start text-text-muted text-xs">
                  <th scope="col" className="w-14 py-2 text-start font-medium">
                    {t('leaderboard_rank')}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t('leaderboard_player')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {t('leaderboard_score')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.data.list.map((entry) => (
                  <tr
                    key={entry.rank}
                    aria-current={entry.isMe ? 'true' : undefined}
                    className={cn('border-border border-t', entry.isMe ? 'bg-accent-soft font-semibold' : null)}
                  >
                    <td className="py-2 tabular-nums">
                      <span
                        className={cn(
                          'inline-flex size-7 items-center justify-center rounded-full text-xs',
                          entry.rank <= 3 ? 'bg-gold font-bold text-gold-contrast' : 'bg-surface-3',
                        )}
                      >
                        {entry.rank}
                      </span>
                    </td>
                    <td className="max-w-0 truncate py-2">
                      {entry.username}
                      {entry.isMe ? (
                        <span className="ms-1 font-semibold text-text text-xs">({t('leaderboard_you')})</span>
                      ) : null}
                    </td>
                    <td className="py-2 text-end tabular-nums">{formatMoney(Number(entry.score))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
