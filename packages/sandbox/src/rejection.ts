/** A business refusal: answers `success: false` with a message key (and an optional value such as `{captcha: true}`). */
export class Rejection extends Error {
  readonly messageKey: string;
  readonly value: unknown;
  readonly status: number;

  constructor(messageKey: string, options: { value?: unknown; status?: number } = {}) {
    super(messageKey);
    this.messageKey = messageKey;
    this.value = options.value;
    this.status = options.status ?? 200;
  }
}
