import { CUSTOM_AVATAR_MAX_CHARS, getAvatarChoices, setPlayerAvatar } from '@lobbykit/api-client';
import { AVATAR_SIDE_PX, avatarCrop, checkAvatarImage, FEEDBACK_IMAGE_TYPES } from '@lobbykit/domain';
import { type KeyedMessage, useT } from '@lobbykit/i18n';
import { useEffect, useId, useMemo, useState } from 'react';
import { useCallMutation, useCallQuery } from '../../platform/call-hooks';
import { CallProblem } from '../../platform/feedback/call-problem';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { cn } from '../../styling/cn';

export type AvatarDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The avatar shown now, to mark the stock one in use. */
  current: { avatar: string; avatarType: 'CUSTOM' | 'STATIC' } | null;
  onSaved: () => void;
};

type Mode = 'stock' | 'upload';

/** Changes the avatar (SPEC §3 avatarType): a stock one (STATIC) or the player's own image cropped square (CUSTOM). */
export function AvatarDialog({ open, onOpenChange, current, onSaved }: AvatarDialogProps) {
  const t = useT();
  const [mode, setMode] = useState<Mode>('stock');
  const [stockId, setStockId] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ image: HTMLImageElement; offset: number } | null>(null);
  // The file's problem as its message, worded at render: it reads in the language shown.
  const [fileProblem, setFileProblem] = useState<KeyedMessage | null>(null);
  const choices = useCallQuery(getAvatarChoices, {}, { enabled: open });
  const save = useCallMutation(setPlayerAvatar);
  const groupName = useId();
  const fileId = useId();
  const cropped = useMemo(() => (upload ? cropToDataUrl(upload.image, upload.offset) : null), [upload]);
  const square = upload ? upload.image.naturalWidth === upload.image.naturalHeight : true;

  useEffect(() => {
    if (!open) {
      setMode('stock');
      setStockId(null);
      setUpload(null);
      setFileProblem(null);
      save.reset();
    }
  }, [open, save.reset]);

  async function choose(file: File | undefined) {
    setFileProblem(null);
    if (!file) return;
    const problem = checkAvatarImage(file);
    if (problem) {
      setUpload(null);
      setFileProblem(problem);
      return;
    }
    try {
      setUpload({ image: await loadImage(file), offset: 0 });
    } catch {
      setUpload(null);
      setFileProblem({ key: 'avatar_unreadable' });
    }
  }

  const canSave = mode === 'stock' ? stockId !== null : cropped !== null;
  function submit() {
    const input =
      mode === 'stock'
        ? { avatarType: 'STATIC' as const, avatarId: stockId ?? '' }
        : { avatarType: 'CUSTOM' as const, image: cropped ?? '' };
    save.mutate(input, { onSuccess: onSaved });
  }

  const tab = (value: Mode, label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        'h-9 flex-1 rounded-md px-3 font-medium text-sm transition-colors motion-reduce:transition-none',
        mode === value ? 'bg-accent text-accent-contrast' : 'text-text-muted hover:text-text',
      )}
    >
      {label}
    </button>
  );

  return (
    <Modal
      data-slot="avatar-dialog"
      name="avatarModal"
      size="fit"
      open={open}
      onOpenChange={onOpenChange}
      title={t('avatar_change')}
      closeLabel={t('close')}
    >
      <div className="flex flex-col gap-4 sm:w-[26rem]">
        <div className="flex gap-1 rounded-lg bg-surface-2 p-1">
          {tab('stock', t('avatar_stock'))}
          {tab('upload', t('avatar_upload'))}
        </div>

        {mode === 'stock' ? (
          choices.error ? (
            <CallProblem error={choices.error} onRetry={() => choices.refetch()} />
          ) : (
            <fieldset className="grid grid-cols-4 gap-3">
              <legend className="sr-only">{t('avatar_stock')}</legend>
              {(choices.data?.list ?? Array.from({ length: 8 }, () => null)).map((choice, index) =>
                choice ? (
                  <label key={choice.id} className="relative cursor-pointer">
                    <input
                      type="radio"
                      name={groupName}
                      value={choice.id}
                      checked={
                        stockId === choice.id ||
                        (stockId === null && current?.avatarType === 'STATIC' && current.avatar === choice.avatar)
                      }
                      onChange={() => setStockId(choice.id)}
                      className="peer sr-only"
                    />
                    <img
                      src={choice.avatar}
                      alt={t('avatar_option', { number: index + 1 })}
                      className="aspect-square w-full rounded-full border-2 border-transparent bg-surface-3 object-cover peer-checked:border-accent peer-focus-visible:outline-2 peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2"
                    />
                  </label>
                ) : (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell apart.
                    key={index}
                    aria-hidden="true"
                    className="aspect-square rounded-full bg-surface-3 motion-safe:animate-pulse"
                  />
                ),
              )}
            </fieldset>
          )
        ) : (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-4">
              <span className="flex size-32 shrink-0 items-center justify-center overflow-hidden rounded-full border-2 border-accent bg-surface-3">
                {cropped ? (
                  <img src={cropped} alt={t('avatar_preview')} className="size-full" />
                ) : (
                  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10 text-text-muted" fill="currentColor">
                    <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm0 2c-4 0-8 2-8 5v1h16v-1c0-3-4-5-8-5z" />
                  </svg>
                )}
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                <input
                  id={fileId}
                  type="file"
                  accept={FEEDBACK_IMAGE_TYPES.join(',')}
                  aria-describedby={`${fileId}-hint`}
                  aria-invalid={fileProblem ? true : undefined}
                  className="peer sr-only"
                  onChange={(event) => {
                    void choose(event.currentTarget.files?.[0]);
                    event.currentTarget.value = '';
                  }}
                />
                <label
                  htmlFor={fileId}
                  className="inline-flex h-10 cursor-pointer items-center justify-center rounded-md border border-border bg-surface-2 px-4 font-medium text-sm hover:bg-surface-3 peer-focus-visible:outline-2 peer-focus-visible:outline-focus peer-focus-visible:outline-offset-2"
                >
                  {t('avatar_choose_file')}
                </label>
                <p id={`${fileId}-hint`} className="text-text-muted text-xs">
                  {t('avatar_upload_hint', { 0: 5 })}
                </p>
              </div>
            </div>
            {upload && !square ? (
              <label className="flex flex-col gap-1.5 text-sm">
                <span className="font-medium">{t('avatar_crop_position')}</span>
                <input
                  type="range"
                  min={-100}
                  max={100}
                  step={5}
                  value={Math.round(upload.offset * 100)}
                  onChange={(event) => setUpload({ ...upload, offset: Number(event.currentTarget.value) / 100 })}
                  className="w-full accent-[var(--lk-accent)]"
                />
              </label>
            ) : null}
            <p role="alert" className="text-danger text-sm empty:hidden">
              {fileProblem ? t.message(fileProblem) : null}
            </p>
          </div>
        )}

        {save.error ? (
          <p role="alert" className="rounded-md bg-danger-surface px-3 py-2 text-danger text-sm">
            {t.message({ key: save.error.messageKey })}
          </p>
        ) : null}
        <Button disabled={!canSave || save.isPending} onClick={submit}>
          {save.isPending ? t('loading') : t('save')}
        </Button>
      </div>
    </Modal>
  );
}

function loadImage(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  return image.decode().then(
    () => {
      URL.revokeObjectURL(url);
      return image;
    },
    (error: unknown) => {
      URL.revokeObjectURL(url);
      throw error;
    },
  );
}

/** The chosen square of the image, scaled to 256 px, as a jpg small enough for the platform's request limit. */
function cropToDataUrl(image: HTMLImageElement, offset: number): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_SIDE_PX;
  canvas.height = AVATAR_SIDE_PX;
  const context = canvas.getContext('2d');
  if (!context) return null;
  const { x, y, side } = avatarCrop(image.naturalWidth, image.naturalHeight, offset);
  // A transparent png gets a white background rather than black in the jpg.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, AVATAR_SIDE_PX, AVATAR_SIDE_PX);
  context.drawImage(image, x, y, side, side, 0, 0, AVATAR_SIDE_PX, AVATAR_SIDE_PX);
  for (let quality = 0.9; quality > 0.2; quality -= 0.15) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (url.length <= CUSTOM_AVATAR_MAX_CHARS) return url;
  }
  return null;
}
