import { useT } from '@lobbykit/i18n';
import { useState } from 'react';
import { Button } from '../../primitives/button/button';
import { TextField } from '../../primitives/text-field/text-field';

/**
 * Narrows an agent's record page to one downline of the team: the name is sent when the agent searches, not on every
 * key, and cleared in one step.
 */
export function DownlineSearch({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (username: string | null) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState(value ?? '');
  return (
    <search data-slot="downline-search" aria-label={t('ac_search_team')}>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onChange(typed.trim() || null);
        }}
      >
        <TextField
          label={t('ac_search_username')}
          name="username"
          type="search"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="sm:w-60"
        />
        <Button type="submit" variant="secondary">
          {t('search')}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            onClick={() => {
              setTyped('');
              onChange(null);
            }}
          >
            {t('ac_clear_search')}
          </Button>
        ) : null}
      </form>
    </search>
  );
}
