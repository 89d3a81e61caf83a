import { type Downline, getDownlines } from '@lobbykit/api-client';
import { useT } from '@lobbykit/i18n';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import type { AgentCentrePageProps } from '../../centres/centre-page';
import { useCallQuery } from '../../platform/call-hooks';
import { EmptyState } from '../../platform/feedback/empty-state';
import { Button } from '../../primitives/button/button';
import { type RecordsColumn, RecordsTable } from '../../primitives/records-table/records-table';
import { TextField } from '../../primitives/text-field/text-field';
import { TimeZoneNote } from '../../primitives/time-zone-note/time-zone-note';
import { Money, RecordsPager, RecordsProblem } from '../../record-lists/records-parts';
import { AccountTime } from './agent-figures';
import { DownlineDetail } from './downline-detail';
import { DownlineTransfer } from './downline-transfer';

/** Downlines shown per page. */
export const DOWNLINES_PAGE_SIZE = 10;

type View = { kind: 'list' } | { kind: 'detail'; username: string } | { kind: 'transfer'; username: string };

/**
 * Team management (downlineManagmentView, SPEC §2): the agent's direct downlines, paged by the platform; a search by
 * username across the team shown; a downline's own team (drill down, and back up by the trail); a downline's detail;
 * a transfer to a downline with the cashier's money rules.
 */
export function TeamManagementPage({ openPage }: AgentCentrePageProps) {
  const t = useT();
  // The drill-down trail: whose team is shown, the agent's own first (empty).
  const [trail, setTrail] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>({ kind: 'list' });
  const upline = trail.at(-1);
  const downlines = useCallQuery(
    getDownlines,
    {
      pageNo: page,
      pageSize: DOWNLINES_PAGE_SIZE,
      directOnly: search === null,
      ...(search ? { search } : {}),
      ...(upline ? { upline } : {}),
    },
    { placeholderData: keepPreviousData },
  );

  const drillInto = (username: string) => {
    setTrail((current) => [...current, username]);
    setTyped('');
    setSearch(null);
    setPage(1);
    setView({ kind: 'list' });
  };
  const backToList = () => setView({ kind: 'list' });

  if (view.kind === 'detail') {
    return (
      <DownlineDetail
        username={view.username}
        onTeam={() => drillInto(view.username)}
        onTransfer={() => setView({ kind: 'transfer', username: view.username })}
        onBack={backToList}
      />
    );
  }
  if (view.kind === 'transfer') {
    return (
      <div className="flex flex-col gap-4">
        <h3 className="font-semibold text-lg">{t('ac_transfer_title', { username: view.username })}</h3>
        <DownlineTransfer downline={view.username} onBack={backToList} />
      </div>
    );
  }

  const actionsOf = (row: Downline) => (
    <div className="flex flex-nowrap gap-2">
      {row.teamSize > 0 ? (
        <Button
          size="sm"
          variant="outline"
          aria-label={t('ac_view_team', { username: row.username })}
          onClick={() => drillInto(row.username)}
        >
          {t('ac_team')}
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        aria-label={t('ac_details_of', { username: row.username })}
        onClick={() => setView({ kind: 'detail', username: row.username })}
      >
        {t('records_details')}
      </Button>
      <Button
        size="sm"
        variant="gold"
        aria-label={t('ac_transfer_title', { username: row.username })}
        onClick={() => setView({ kind: 'transfer', username: row.username })}
      >
        {t('wallet_transfer')}
      </Button>
    </div>
  );

  const columns: RecordsColumn<Downline>[] = [
    {
      id: 'username',
      header: t('ac_username'),
      hideInCard: true,
      cell: (row) => <DownlineName row={row} />,
    },
    {
      id: 'role',
      header: t('ac_role'),
      cell: (row) => t(row.role === 'agent' ? 'ac_role_agent' : 'ac_role_member'),
    },
    { id: 'depth', header: t('ac_level_column'), numeric: true, cell: (row) => row.depth },
    { id: 'team', header: t('ac_team_size'), numeric: true, cell: (row) => row.teamSize },
    {
      id: 'balance',
      header: t('wallet_main'),
      numeric: true,
      hideInCard: true,
      cell: (row) => <Money value={row.balance} />,
    },
    {
      id: 'registered',
      header: t('ac_registered'),
      hideInTable: true,
      cell: (row) => <AccountTime ms={row.registeredAt} />,
    },
    {
      id: 'lastLogin',
      header: t('ac_last_login'),
      cell: (row) => (row.lastLoginAt === null ? t('ac_never') : <AccountTime ms={row.lastLoginAt} />),
    },
    {
      id: 'actions',
      header: t('ac_actions'),
      hideInCard: true,
      cell: (row) => actionsOf(row),
    },
  ];

  const data = downlines.data;
  const busy = downlines.isPlaceholderData && downlines.isFetching;
  let emptyTitle = t('ac_no_team');
  if (search) emptyTitle = t('ac_no_match', { search });
  else if (upline) emptyTitle = t('ac_no_downlines_of', { username: upline });

  return (
    <div data-slot="team-management" className="flex min-w-0 flex-col gap-4">
      <nav aria-label={t('ac_team_trail')} className="flex flex-wrap items-center gap-1 text-sm">
        <TrailStep
          label={t('ac_my_team')}
          current={trail.length === 0}
          onSelect={() => {
            setTrail([]);
            setPage(1);
            setSearch(null);
            setTyped('');
          }}
        />
        {trail.map((name, index) => (
          <span key={name} className="flex items-center gap-1">
            <span aria-hidden="true" className="text-text-muted">
              ›
            </span>
            <TrailStep
              label={name}
              current={index === trail.length - 1}
              onSelect={() => {
                setTrail(trail.slice(0, index + 1));
                setPage(1);
                setSearch(null);
                setTyped('');
              }}
            />
          </span>
        ))}
      </nav>
      <search aria-label={t('ac_search_team')}>
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(typed.trim() || null);
            setPage(1);
          }}
        >
          <TextField
            label={t('ac_search_username')}
            name="search"
            type="search"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="sm:w-72"
          />
          <Button type="submit" variant="secondary">
            {t('search')}
          </Button>
          {search ? (
            <Button
              variant="ghost"
              onClick={() => {
                setSearch(null);
                setTyped('');
                setPage(1);
              }}
            >
              {t('ac_clear_search')}
            </Button>
          ) : null}
        </form>
      </search>
      {downlines.isError ? (
        <RecordsProblem error={downlines.error} onRetry={() => downlines.refetch()} />
      ) : (
        <>
          <TimeZoneNote className="-mb-2 self-end" />
          <RecordsTable
            label={upline ? t('ac_team_of', { username: upline }) : t('ac_my_team')}
            columns={columns}
            rows={data?.list}
            rowKey={(row) => row.username}
            cardTitle={(row) => <DownlineName row={row} />}
            cardAside={(row) => <Money value={row.balance} className="font-semibold text-gold" />}
            cardActions={(row) => actionsOf(row)}
            busy={busy}
            empty={
              <EmptyState
                headingLevel={3}
                title={emptyTitle}
                {...(search || upline ? {} : { detail: t('ac_no_team_detail') })}
                {...(search || upline
                  ? {}
                  : { action: <Button onClick={() => openPage('registerCenter')}>{t('ac_open_account')}</Button> })}
              />
            }
          />
          {data && data.total > 0 ? (
            <RecordsPager page={page} pageCount={data.totalPages} total={data.total} onPageChange={setPage} />
          ) : null}
        </>
      )}
    </div>
  );
}

function DownlineName({ row }: { row: Downline }) {
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-semibold">{row.username}</span>
      {row.nickname && row.nickname !== row.username ? (
        <span className="text-text-muted text-xs">{row.nickname}</span>
      ) : null}
    </span>
  );
}

function TrailStep({ label, current, onSelect }: { label: string; current: boolean; onSelect: () => void }) {
  return current ? (
    <span aria-current="page" className="rounded-md px-2 py-1 font-semibold">
      {label}
    </span>
  ) : (
    <button
      type="button"
      onClick={onSelect}
      className="rounded-md px-2 py-1 text-accent underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
    >
      {label}
    </button>
  );
}
