import { getSystemStatus } from '@lobbykit/api-client';
import {
  type AppDownload,
  type AppPlatform,
  appDownloads,
  appGuideOrder,
  type DeviceHints,
  detectAppPlatform,
} from '@lobbykit/domain';
import { useT } from '@lobbykit/i18n';
import { useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { usePageMeta } from '../../platform/use-page-meta';
import { buttonVariants } from '../../primitives/button/button';
import { LazyImage } from '../../primitives/lazy-image/lazy-image';
import { QrCode } from '../../primitives/qr-code/qr-code';
import { cn } from '../../styling/cn';

/** Props of {@link AppDownloadPage}. */
export type AppDownloadPageProps = {
  /** The page's heading and document title, e.g. "App download". */
  title: string;
  /** The browser's hints (`navigator` will do): the visitor's own phone's guide comes first. */
  device: DeviceHints;
  /** The page's own address, which relative download links are resolved against. */
  siteAddress: string;
  /** The brand's screenshots of each install step, by platform; a step without one shows its numbered slot. */
  screenshots?: Partial<Record<AppPlatform, readonly (string | undefined)[]>>;
  className?: string;
};

const GUIDES = {
  android: {
    title: 'app_android_guide',
    download: 'app_download_android',
    steps: ['app_android_step_1', 'app_android_step_2', 'app_android_step_3', 'app_android_step_4'],
    name: 'Android',
  },
  ios: {
    title: 'app_ios_guide',
    download: 'app_download_ios',
    steps: ['app_ios_step_1', 'app_ios_step_2', 'app_ios_step_3', 'app_ios_step_4'],
    name: 'iPhone',
  },
} as const;

function PlatformIcon({ platform, className }: { platform: AppPlatform; className?: string }) {
  return platform === 'android' ? (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M6 9h12v8a2 2 0 0 1-2 2h-1v3h-2v-3h-2v3H9v-3H8a2 2 0 0 1-2-2zm-3 0h2v7H3zm16 0h2v7h-2zM7.2 8a5 5 0 0 1 2.3-3.6L8.4 2.6l.8-.5 1.2 1.9a5 5 0 0 1 3.2 0l1.2-1.9.8.5-1.1 1.8A5 5 0 0 1 16.8 8zm2.3-2.2a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6m5 0a.8.8 0 1 0 0 1.6.8.8 0 0 0 0-1.6" />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.5 2-3.6a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3s1.6-.7 3-.7 1.8.7 3 .7 2-1.1 2.8-2.3a9.7 9.7 0 0 0 1.3-2.6 3.9 3.9 0 0 1-2.5-3.6M14.2 5.6a4 4 0 0 0 .9-2.9 4 4 0 0 0-2.6 1.3 3.8 3.8 0 0 0-1 2.8 3.3 3.3 0 0 0 2.7-1.2" />
    </svg>
  );
}

/** One install step: its screenshot (or the numbered slot the brand fills), its number and what to do. */
function Step({ number, text, screenshot }: { number: number; text: string; screenshot: string | undefined }) {
  const t = useT();
  return (
    <li className="flex flex-col gap-2">
      <div className="relative aspect-[9/16] w-full overflow-hidden rounded-xl border border-border bg-surface-2">
        {screenshot ? (
          <LazyImage src={screenshot} alt="" className="absolute inset-0 size-full" imgClassName="object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-b from-surface-3/60 to-surface-2"
          >
            <span className="absolute top-2 h-1.5 w-10 rounded-full bg-border" />
            <span className="font-bold text-4xl text-text-muted/70 tabular-nums">{number}</span>
          </div>
        )}
      </div>
      <div className="flex gap-2">
        <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-accent-contrast text-xs tabular-nums">
          <span className="sr-only">{t('app_step', { n: number })}: </span>
          <span aria-hidden="true">{number}</span>
        </span>
        <p className="text-sm leading-snug">{text}</p>
      </div>
    </li>
  );
}

function Guide({
  platform,
  download,
  ownDevice,
  screenshots = [],
}: {
  platform: AppPlatform;
  download: AppDownload | null;
  ownDevice: boolean;
  screenshots?: readonly (string | undefined)[];
}) {
  const t = useT();
  const guide = GUIDES[platform];
  const headingId = `app-guide-${platform}`;
  return (
    <section
      aria-labelledby={headingId}
      data-platform={platform}
      className={cn(
        'grid gap-6 rounded-2xl border bg-surface-1 p-4 sm:p-6 lg:grid-cols-[16rem_1fr] lg:gap-8',
        ownDevice ? 'border-accent/60 shadow-raised' : 'border-border',
      )}
    >
      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-surface-3 text-text">
            <PlatformIcon platform={platform} className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-bold text-lg leading-tight">
              {t(guide.title)}
            </h2>
            {ownDevice ? (
              <p className="mt-1 inline-flex rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-xs">
                {t('app_for_your_device')}
              </p>
            ) : null}
          </div>
        </div>
        {download ? (
          <>
            <a href={download.href} rel="noopener noreferrer" className={cn(buttonVariants({ size: 'lg' }), 'w-full')}>
              <PlatformIcon platform={platform} className="size-5" />
              {t(guide.download)}
            </a>
            {/* For a visitor on a computer: the phone's camera takes the link across. */}
            <div className="hidden flex-col items-center gap-2 rounded-xl bg-surface-2 p-4 sm:flex">
              <QrCode
                value={download.href}
                label={t('app_qr_label', { platform: guide.name })}
                size={144}
                className="rounded-md"
              />
              <p className="text-center text-text-muted text-xs">{t('app_scan_qr')}</p>
            </div>
          </>
        ) : (
          <p className="rounded-lg border border-border border-dashed px-4 py-3 text-sm text-text-muted">
            {t('app_not_available')}
          </p>
        )}
      </div>
      <ol className="grid grid-cols-2 gap-x-3 gap-y-5 sm:grid-cols-4 sm:gap-4">
        {guide.steps.map((step, index) => (
          <Step key={step} number={index + 1} text={t(step)} screenshot={screenshots[index]} />
        ))}
      </ol>
    </section>
  );
}

function GuideSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="grid gap-6 rounded-2xl border border-border bg-surface-1 p-4 sm:p-6 lg:grid-cols-[16rem_1fr]"
    >
      <div className="flex flex-col gap-4">
        <span className="h-11 w-48 animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
        <span className="h-12 w-full animate-pulse rounded-md bg-surface-2 motion-reduce:animate-none" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {['a', 'b', 'c', 'd'].map((slot) => (
          <span key={slot} className="aspect-[9/16] animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none" />
        ))}
      </div>
    </div>
  );
}

/**
 * The app download page (SPEC §2 `/app`): the iOS and Android install guides with numbered steps and screenshot
 * slots, the visitor's own phone's guide first; each guide's download link from the status call's resources and a
 * QR code of it drawn locally.
 */
export function AppDownloadPage({ title, device, siteAddress, screenshots = {}, className }: AppDownloadPageProps) {
  const t = useT();
  usePageMeta(title, t('app_meta_description'));
  const status = useCallQuery(getSystemStatus);
  const own = detectAppPlatform(device);
  const order = appGuideOrder(device);
  const downloads = status.data ? appDownloads(status.data.info.resources, siteAddress) : null;

  return (
    <section
      data-slot="app-download-page"
      aria-labelledby="app-download-title"
      aria-busy={status.isPending || undefined}
      className={cn('mx-auto flex w-full max-w-[1200px] flex-col gap-5 px-3 py-5 sm:gap-6 sm:px-5 sm:py-8', className)}
    >
      <div>
        <h1 id="app-download-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-text-muted sm:text-base">{t('app_intro')}</p>
      </div>
      {status.isError ? (
        <div className="rounded-lg border border-danger/40 bg-danger-surface px-5 py-8">
          <CallProblem error={status.error} onRetry={() => status.refetch()} className="justify-center text-text" />
        </div>
      ) : downloads ? (
        order.map((platform) => (
          <Guide
            key={platform}
            platform={platform}
            download={downloads[platform]}
            ownDevice={own === platform}
            screenshots={screenshots[platform]}
          />
        ))
      ) : (
        <>
          <p role="status" className="sr-only">
            {t('loading')}
          </p>
          <GuideSkeleton />
          <GuideSkeleton />
        </>
      )}
    </section>
  );
}
