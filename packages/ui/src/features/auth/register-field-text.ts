import type { RegisterField } from '@lobbykit/domain';
import type { MessageArguments, MessageKey, Translate } from '@lobbykit/i18n';

/** A catalogue key whose message has no placeholders. */
type PlainKey = { [K in MessageKey]: MessageArguments<K> extends [values?: undefined] ? K : never }[MessageKey];

/** How one registration field reads and what the browser may fill into it. */
export type RegisterFieldText = {
  label: PlainKey;
  /** `false`: none, because the field is narrow beside a picker or button and the label says it all. */
  placeholder?: PlainKey | false;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
};

/** Label, placeholder and autocomplete of every registration field (DESIGN.md: the browser's password manager). */
export const REGISTER_FIELD_TEXT: Record<RegisterField, RegisterFieldText> = {
  username: { label: 'username', placeholder: 'username_placeholder', autoComplete: 'username' },
  password: { label: 'password', placeholder: 'password_placeholder', type: 'password', autoComplete: 'new-password' },
  confirmPassword: {
    label: 'in_increase_verifyPwd',
    placeholder: 'confirm_password_placeholder',
    type: 'password',
    autoComplete: 'new-password',
  },
  mobileNum: {
    label: 'mobile_number',
    placeholder: false,
    type: 'tel',
    autoComplete: 'tel-national',
    inputMode: 'numeric',
  },
  verificationCode: {
    label: 'sms_code',
    placeholder: false,
    autoComplete: 'one-time-code',
    inputMode: 'numeric',
  },
  paymentPassword: {
    label: 'payment_password',
    placeholder: 'payment_password_placeholder',
    type: 'password',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
  payeeName: { label: 'payee_name', placeholder: 'payee_name_placeholder', autoComplete: 'name' },
  qqNum: { label: 'qq_number', autoComplete: 'off', inputMode: 'numeric' },
  line: { label: 'line_id', autoComplete: 'off' },
  whatsapp: { label: 'whatsapp', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  facebook: { label: 'facebook', autoComplete: 'off' },
  wechat: { label: 'wechat', autoComplete: 'off' },
  idNumber: { label: 'id_number', autoComplete: 'off' },
  email: { label: 'email', placeholder: 'email_placeholder', type: 'email', autoComplete: 'email', inputMode: 'email' },
  recommenderId: { label: 'recommender_id', autoComplete: 'off' },
  affiliateCode: { label: 'affiliate_code', placeholder: 'affiliate_code_placeholder', autoComplete: 'off' },
  captcha: { label: 'captcha', placeholder: 'captcha_placeholder', autoComplete: 'off' },
};

/** A field's placeholder: its own, none, or "Please enter" its label. */
export function fieldPlaceholder(text: RegisterFieldText, label: string, t: Translate): string | undefined {
  if (text.placeholder === false) return undefined;
  return text.placeholder ? t(text.placeholder) : t('field_placeholder', { field: label });
}
