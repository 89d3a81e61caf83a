import type { ReactNode } from 'react';
import { cn } from '../../styling/cn';

/** A channel's badge: its brand colour behind a white glyph drawn on a 24×24 grid. */
type ChannelGlyph = { colour: string; glyph: ReactNode };

const white = { fill: '#fff' };
const line = {
  fill: 'none',
  stroke: '#fff',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
const word = (text: string, colour: string, size: number) => (
  <>
    <path
      {...white}
      d="M12 4.5c-4.7 0-8.5 3-8.5 6.8 0 3.3 3 6.1 7 6.7l-.5 2.5 3.4-2.5c3.8-.5 6.6-3.3 6.6-6.7 0-3.8-3.8-6.8-8-6.8z"
    />
    <text
      x="12"
      y="12.9"
      textAnchor="middle"
      fontFamily="system-ui,sans-serif"
      fontSize={size}
      fontWeight="800"
      fill={colour}
    >
      {text}
    </text>
  </>
);

// csType values the platform sends (PLATFORM-FACTS §6.5: FACEBOOK, YOUTUBE; the seed's WHATSAPP, TELEGRAM, ZALO)
// and the contact channels of the registration form (SPEC §3: line, whatsapp, facebook, wechat, telegram, Zalo).
const GLYPHS: Record<string, ChannelGlyph> = {
  WHATSAPP: {
    colour: '#25d366',
    glyph: (
      <>
        <path {...line} d="M12 4.6a7.4 7.4 0 0 0-6.4 11.1L4.6 19.4l3.8-1a7.4 7.4 0 1 0 3.6-13.8z" />
        <path
          {...white}
          d="M9.4 8.3c.2-.3.5-.3.7-.3h.5c.2 0 .3.1.4.4l.6 1.4c.1.2 0 .4-.1.6l-.4.5c-.1.1-.2.3 0 .5.6 1 1.4 1.8 2.4 2.3.2.1.4.1.5 0l.6-.7c.1-.2.3-.2.5-.1l1.4.7c.2.1.3.2.3.4 0 .6-.3 1.2-.8 1.5-.6.4-1.4.4-2.1.2-2.1-.7-3.8-2.3-4.8-4.3-.4-.9-.3-2 .3-2.8z"
        />
      </>
    ),
  },
  FACEBOOK: {
    colour: '#1877f2',
    glyph: (
      <path
        {...white}
        d="M13.4 20v-6.4h2.2l.3-2.6h-2.5V9.4c0-.7.2-1.3 1.3-1.3H16V5.8c-.3 0-1.1-.1-2-.1-2 0-3.3 1.2-3.3 3.4v1.9H8.5v2.6h2.2V20z"
      />
    ),
  },
  MESSENGER: {
    colour: '#0a7cff',
    glyph: (
      <>
        <path
          {...white}
          d="M12 4.3c-4.4 0-7.8 3.2-7.8 7.5 0 2.3 1 4.2 2.6 5.6v2.6l2.4-1.3c.9.2 1.8.4 2.8.4 4.4 0 7.8-3.2 7.8-7.3S16.4 4.3 12 4.3z"
        />
        <path fill="#0a7cff" d="m7.4 14 2.9-4.6 2.1 1.6 3.2-1.7-2.9 4.6-2.1-1.6z" />
      </>
    ),
  },
  TELEGRAM: {
    colour: '#229ed9',
    glyph: (
      <path
        {...white}
        d="m4.9 11.6 12.8-5c.6-.2 1.1.2.9 1.1l-2.2 10.3c-.2.7-.6.9-1.2.6l-3.3-2.5-1.6 1.6c-.2.2-.3.3-.7.3l.2-3.4 6.2-5.6c.3-.2-.1-.4-.4-.2l-7.7 4.8-3.3-1c-.7-.2-.7-.7.3-1z"
      />
    ),
  },
  LINE: { colour: '#06c755', glyph: word('LINE', '#06c755', 4.6) },
  ZALO: { colour: '#0068ff', glyph: word('Zalo', '#0068ff', 4.8) },
  WECHAT: {
    colour: '#07c160',
    glyph: (
      <>
        <path
          {...white}
          d="M9.6 5.2c-3.5 0-6.2 2.3-6.2 5.1 0 1.6.9 3 2.2 3.9l-.5 1.8 2.1-1.1c.7.2 1.5.3 2.3.3h.4a4.8 4.8 0 0 1-.2-1.3c0-2.9 2.8-5.1 6.1-5.1h.3c-.6-2.1-3.1-3.6-6.5-3.6z"
        />
        <path
          {...white}
          d="M15.8 10c-2.8 0-5 1.9-5 4.1s2.2 4.1 5 4.1c.6 0 1.2-.1 1.8-.3l1.7.9-.4-1.5c1.1-.7 1.8-1.9 1.8-3.2 0-2.2-2.2-4.1-4.9-4.1z"
        />
      </>
    ),
  },
  SKYPE: {
    colour: '#00aff0',
    glyph: (
      <text
        {...white}
        x="12"
        y="16.5"
        textAnchor="middle"
        fontFamily="system-ui,sans-serif"
        fontSize="13"
        fontWeight="800"
      >
        S
      </text>
    ),
  },
  VIBER: {
    colour: '#7360f2',
    glyph: (
      <>
        <path {...line} d="M12 4.5c3.9 0 7 1.7 7 6.2s-3.1 6-7 6l-3 2.8v-3.2c-2.3-.8-4-2.4-4-5.6 0-4.5 3.1-6.2 7-6.2z" />
        <path {...line} d="M10 8.6c.4 1.7 1.6 3.2 3.4 3.9" />
      </>
    ),
  },
  INSTAGRAM: {
    colour: '#e1306c',
    glyph: (
      <>
        <rect {...line} x="5.5" y="5.5" width="13" height="13" rx="3.8" />
        <circle {...line} cx="12" cy="12" r="3.1" />
        <circle {...white} cx="15.6" cy="8.4" r=".9" />
      </>
    ),
  },
  YOUTUBE: {
    colour: '#ff0000',
    glyph: (
      <>
        <rect {...white} x="4.5" y="7" width="15" height="10" rx="3" />
        <path fill="#ff0000" d="m10.5 9.6 4 2.4-4 2.4z" />
      </>
    ),
  },
  EMAIL: {
    colour: '#5b6b86',
    glyph: (
      <>
        <rect {...line} x="5" y="7" width="14" height="10" rx="1.5" />
        <path {...line} d="m5.5 7.8 6.5 5 6.5-5" />
      </>
    ),
  },
  PHONE: {
    colour: '#0f9d74',
    glyph: (
      <path
        {...white}
        d="M8.2 5.3c.4-.3.9-.2 1.2.2l1.5 2.3c.3.4.2.9-.1 1.2l-1 .9c.7 1.6 2 2.9 3.6 3.6l.9-1c.3-.3.8-.4 1.2-.1l2.3 1.5c.4.3.5.8.2 1.2l-.9 1.4c-.4.6-1.2.9-1.9.7-4-1.1-7.1-4.2-8.2-8.2-.2-.7.1-1.5.7-1.9z"
      />
    ),
  },
  LIVECHAT: {
    colour: 'var(--lk-accent, #5b4cf0)',
    glyph: (
      <>
        <path
          {...white}
          d="M5 6.5c0-.8.7-1.5 1.5-1.5h11c.8 0 1.5.7 1.5 1.5v8c0 .8-.7 1.5-1.5 1.5H10l-3.6 3v-3h0c-.8 0-1.4-.7-1.4-1.5z"
        />
        <path
          fill="none"
          style={{ stroke: 'var(--lk-accent, #5b4cf0)' }}
          strokeWidth="1.6"
          strokeLinecap="round"
          d="M8.5 9.5h7M8.5 12.2h4.5"
        />
      </>
    ),
  },
};

// Other spellings platforms use for the same channels.
const ALIASES: Record<string, string> = {
  FB: 'FACEBOOK',
  FBMESSENGER: 'MESSENGER',
  WA: 'WHATSAPP',
  TG: 'TELEGRAM',
  MAIL: 'EMAIL',
  HOTLINE: 'PHONE',
  TEL: 'PHONE',
  IG: 'INSTAGRAM',
  LIVE_CHAT: 'LIVECHAT',
};

const FALLBACK: ChannelGlyph = {
  colour: 'var(--lk-surface-3, #223052)',
  glyph: (
    <>
      <path {...line} d="M10.5 13.5a3.5 3.5 0 0 0 5 0l2.5-2.5a3.5 3.5 0 0 0-5-5l-.8.8" />
      <path {...line} d="M13.5 10.5a3.5 3.5 0 0 0-5 0L6 13a3.5 3.5 0 0 0 5 5l.8-.8" />
    </>
  ),
};

/** The glyph of a channel type (`csType`), case-insensitive; an unknown type gets a link glyph. */
export function channelGlyphOf(csType: string | null | undefined): ChannelGlyph {
  const key = (csType ?? '').trim().toUpperCase().replace(/[\s-]/g, '');
  return GLYPHS[ALIASES[key] ?? key] ?? FALLBACK;
}

/**
 * A customer-service channel's icon (WhatsApp, Messenger, Telegram, LINE, Zalo, …) as a round brand-coloured badge.
 * Decorative unless given a `label`: the link or button around it usually carries the channel's name.
 */
export function ChannelIcon({
  csType,
  label,
  className,
}: {
  csType?: string | null;
  label?: string;
  className?: string;
}) {
  const { colour, glyph } = channelGlyphOf(csType);
  const parts = (
    <>
      <circle cx="12" cy="12" r="12" style={{ fill: colour }} />
      {glyph}
    </>
  );
  const classes = cn('size-7 shrink-0', className);
  return label ? (
    <svg viewBox="0 0 24 24" data-slot="channel-icon" className={classes} role="img" aria-label={label}>
      {parts}
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" data-slot="channel-icon" className={classes} aria-hidden="true">
      {parts}
    </svg>
  );
}
