import { lazyDialog } from '../../platform/lazy-dialog';

// The dialogs the auth provider mounts while they are open, each in its own chunk: a visitor who only looks at
// the home page never downloads the forms, tabs and sanitiser inside them. The components themselves stay
// exported as they are, for brands that mount them directly.

export const LoginDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./login-dialog').then((module) => module.LoginDialog),
  {
    title: (t) => t('login_title'),
  },
);

export const RegisterDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./register-dialog').then((module) => module.RegisterDialog),
  { title: (t) => t('register_title') },
);

export const ForgotPasswordDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./forgot-password-dialog').then((module) => module.ForgotPasswordDialog),
  { title: (t) => t('forgot_title') },
);

export const ChangePasswordDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./change-password-dialog').then((module) => module.ChangePasswordDialog),
  { title: (t) => t('change_password_title') },
);

export const LogoutDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./logout-dialog').then((module) => module.LogoutDialog),
  {
    title: (t) => t('logout_confirm_title'),
  },
);

export const NeedRealAccountDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('../../primitives/warning-dialog/warning-dialog').then((module) => module.WarningDialog),
  { title: (t) => t('need_real_account_title') },
);

export const PopupNoticesDialogOnDemand = /* @__PURE__ */ lazyDialog(
  () => import('./popup-notices-dialog').then((module) => module.PopupNoticesDialog),
  { title: (t) => t('notices_title') },
);
