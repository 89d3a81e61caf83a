export type { AgentCentrePageProps, MemberCentrePageProps } from './centres/centre-page';
export { type AccountPlacement, AppShell, type AppShellProps, type ShellLayout } from './compositions/app-shell';
export { HeaderAccount, type HeaderAccountProps } from './compositions/header-account';
export { LobbyKitProvider, type LobbyKitProviderProps } from './compositions/lobbykit-provider';
export { MobileMenu } from './compositions/mobile-menu';
export { prefetchAppShell } from './compositions/shell-first-calls';
export { JoinPage, type JoinPageProps } from './features/affiliate-programme/join-page';
export {
  AgentCentreDialog,
  type AgentCentreDialogProps,
  type AgentCentrePages,
} from './features/agent-centre/agent-centre-dialog';
export { AgentAnnouncementPage } from './features/agent-centre/announcement-page';
export { DailySalaryPage } from './features/agent-centre/daily-salary-page';
export { DividendPage } from './features/agent-centre/dividend-page';
export { DownlineTransactionsPage } from './features/agent-centre/downline-transactions-page';
export { HourlySalaryPage } from './features/agent-centre/hourly-salary-page';
export { MyIncomePage } from './features/agent-centre/my-income-page';
export { AgentOverviewPage } from './features/agent-centre/overview-page';
export { RealTimeSalaryPage } from './features/agent-centre/realtime-salary-page';
export { RegisterCentrePage } from './features/agent-centre/register-centre-page';
export { TeamBettingPage } from './features/agent-centre/team-betting-page';
export { TeamManagementPage } from './features/agent-centre/team-management-page';
export { UserProfitLossPage } from './features/agent-centre/user-profit-loss-page';
export { AppDownloadPage, type AppDownloadPageProps } from './features/app-download/app-download-page';
export { AuthDialogsProvider, type AuthDialogsProviderProps } from './features/auth/auth-dialogs-provider';
export { ChangePasswordDialog, type ChangePasswordDialogProps } from './features/auth/change-password-dialog';
export { ForgotPasswordDialog, type ForgotPasswordDialogProps } from './features/auth/forgot-password-dialog';
export { LoginDialog, type LoginDialogProps } from './features/auth/login-dialog';
export { LoginForm, type LoginFormProps } from './features/auth/login-form';
export { LogoutDialog, type LogoutDialogProps } from './features/auth/logout-dialog';
export { MobileCodeLoginForm, SmsLoginForm } from './features/auth/mobile-code-login-form';
export { RegisterDialog, type RegisterDialogProps } from './features/auth/register-dialog';
export { TermsDialog, type TermsDialogProps } from './features/auth/terms-dialog';
export { SliderChallenge, sliderChallenge } from './features/auth/verification/slider-challenge';
export { DepositPage } from './features/cashier/deposit-page';
export { UplineTransferPage } from './features/cashier/upline-transfer-page';
export { WalletPage } from './features/cashier/wallet-page';
export {
  GAME_FRAME_ALLOW,
  GAME_FRAME_SANDBOX,
  GameFrame,
  type GameFrameProps,
} from './features/game/game-frame';
export { GamePage, type GamePageProps } from './features/game/game-page';
export { LotteryLobbyPage, type LotteryLobbyPageProps } from './features/game/lottery-lobby-page';
export { GameFinder, type GameFinderProps } from './features/game-finder/game-finder';
export { GameSearch, type GameSearchProps } from './features/game-finder/game-search';
export { MyGames, type MyGamesProps } from './features/game-finder/my-games';
export { HelpCentre, type HelpCentreProps } from './features/help/help-centre';
export { prefetchHomePage } from './features/home/home-first-calls';
export { HomePage, type HomePageProps } from './features/home/home-page';
export { CategoryPage, type CategoryPageProps } from './features/lobby/category-page';
export { GameGrid, type GameGridProps } from './features/lobby/game-grid';
export { type GameFilter, useGamePages } from './features/lobby/use-game-pages';
export { InboxPage } from './features/member-account/inbox-page';
export { MyAccountPage } from './features/member-account/my-account-page';
export {
  MemberCentreDialog,
  type MemberCentreDialogProps,
  type MemberCentrePages,
} from './features/member-centre/member-centre-dialog';
export { useMemberCentreGate } from './features/member-centre/use-member-centre-gate';
export { HeaderNav, HotMark } from './features/navigation/header-nav';
export { SideBar } from './features/navigation/side-bar';
export { SiteFooter } from './features/navigation/site-footer';
export { AnnouncementsDialog, type AnnouncementsDialogProps } from './features/notices/announcements-dialog';
export { NoticeMarquee } from './features/notices/notice-marquee';
export { NoticesPage, type NoticesPageProps } from './features/notices/notices-page';
export { PointsMallPage, type PointsMallPageProps } from './features/points-mall/points-mall-page';
export { PromotionActivity, type PromotionActivityProps } from './features/promotions/promotion-activity';
export {
  PromotionCard,
  type PromotionCardProps,
  PromotionCardSkeleton,
} from './features/promotions/promotion-card';
export { PromotionDetail, type PromotionDetailProps } from './features/promotions/promotion-detail';
export { PromotionsPage, type PromotionsPageProps } from './features/promotions/promotions-page';
export { PromotionsTeaser, type PromotionsTeaserProps } from './features/promotions/promotions-teaser';
export { AccountRecordPage } from './features/records/account-record-page';
export { BettingRecordPage } from './features/records/betting-record-page';
export { BonusDetailsPage } from './features/records/bonus-details-page';
export { PersonalProfitPage } from './features/records/personal-profit-page';
export { ExclusionDialog, type ExclusionDialogProps } from './features/responsible-gaming/exclusion-dialog';
export { RealityCheck } from './features/responsible-gaming/reality-check';
export {
  RealityCheckDialog,
  type RealityCheckDialogProps,
} from './features/responsible-gaming/reality-check-dialog';
export { ResponsibleGamingPage } from './features/responsible-gaming/responsible-gaming-page';
export { MissionsPage } from './features/rewards/missions-page';
export { ReferralPage } from './features/rewards/referral-page';
export { RewardCentrePage } from './features/rewards/reward-centre-page';
export { FeedbackDialog } from './features/send-feedback/feedback-dialog';
export { Balance } from './features/shell/balance';
export { ComingSoonPage } from './features/shell/coming-soon-page';
export { LanguagePicker } from './features/shell/language-picker';
export { MemberPanel, type MemberPanelProps } from './features/shell/member-panel';
export { UserMenu, type UserMenuItem, type UserMenuProps } from './features/shell/user-menu';
export { MaintenancePage, type MaintenancePageProps } from './features/system-pages/maintenance-page';
export { RegionBlockedPage, type RegionBlockedPageProps } from './features/system-pages/region-blocked-page';
export { SystemStatusGate, type SystemStatusGateProps } from './features/system-pages/system-status-gate';
export { VipPage, type VipPageProps } from './features/vip/vip-page';
export { WithdrawalPage } from './features/withdrawal/withdrawal-page';
export {
  type GameStartOptions,
  type GameStartRefusal,
  type GameToStart,
  type OpenGame,
  useGameStart,
} from './game-start/use-game-start';
export type {
  AfterLogin,
  AfterLoginSettings,
  AfterLoginSteps,
  SignInOptions,
  SignInType,
} from './platform/after-login';
export { type AuthDialog, type AuthDialogs, useAuthDialogs } from './platform/auth-dialogs-context';
export {
  type CallQueryExtras,
  useCallMutation,
  useCallQuery,
  useSessionToken,
} from './platform/call-hooks';
export { ClockProvider, useClock } from './platform/clock-provider';
export { EmptyState, type EmptyStateProps } from './platform/feedback/empty-state';
export { FullPageError, FullPageLoading } from './platform/feedback/full-page-state';
export { type LazyDialogOptions, lazyDialog, type OnDemandDialogProps } from './platform/lazy-dialog';
export {
  ChunkLoadError,
  type LazyComponent,
  type LazyRouteOptions,
  lazyRoute,
  loadChunk,
  RouteLoadError,
} from './platform/lazy-route';
export { useUnreadCount } from './platform/member-badges';
export type { AccountKind, SessionStatus } from './platform/member-state';
export { checkedAmount, type MoneyFlowOptions, refusalOf, useMoneyFlow } from './platform/money/use-money-flow';
export {
  NavigationProvider,
  NavLink,
  type SiteNavigation,
  useSiteNavigate,
  useSiteNavigation,
} from './platform/nav-link';
export {
  PhoneAuthError,
  type PhoneAuthProvider,
  type PhoneAuthVerification,
} from './platform/phone-auth-provider';
export { type Platform, PlatformProvider, usePlatform } from './platform/platform-provider';
export { type Preloadable, usePreloadWhenIdle } from './platform/preload-when-idle';
export {
  JurisdictionProvider,
  type JurisdictionSetting,
  useJurisdiction,
} from './platform/responsible-gaming/jurisdiction';
export {
  type PlaySession,
  PlaySessionProvider,
  useElapsedSeconds,
  usePlaySession,
} from './platform/responsible-gaming/play-session';
export type { SessionActions } from './platform/session-actions';
export {
  useAccountKind,
  useAfterLogin,
  useMember,
  useSessionActions,
  useSessionStatus,
} from './platform/session-hooks';
export { type Session, SessionProvider, type SessionProviderProps, useSession } from './platform/session-provider';
export {
  type SessionKeys,
  type SessionStorageLike,
  useSessionItem,
  useSessionStorage,
} from './platform/session-storage';
export { useGatedAction } from './platform/use-gated-action';
export { type ImageSource, useImageSource } from './platform/use-image-source';
export { type MoneyActionCallbacks, useMoneyAction } from './platform/use-money-action';
export { usePageMeta } from './platform/use-page-meta';
export type { ChallengeProps, ChallengeProvider } from './platform/verification/challenge-provider';
export { Badge, type BadgeProps, type BadgeTone, badgeVariants } from './primitives/badge/badge';
export { Button, type ButtonProps, buttonVariants } from './primitives/button/button';
export { Checkbox, type CheckboxProps } from './primitives/checkbox/checkbox';
export { ChoicePills, type ChoicePillsProps } from './primitives/choice-pills/choice-pills';
export {
  Combobox,
  type ComboboxBehaviour,
  ComboboxEmpty,
  ComboboxInput,
  ComboboxLabel,
  ComboboxListbox,
  type ComboboxListboxProps,
  ComboboxOption,
  type ComboboxOptionProps,
  ComboboxPopup,
  type ComboboxPopupProps,
  type ComboboxProps,
  ComboboxTrigger,
  useComboboxState,
} from './primitives/combobox/combobox';
export { CountdownButton, type CountdownButtonProps } from './primitives/countdown-button/countdown-button';
export {
  CountryCodePicker,
  type CountryCodePickerProps,
  type CountryOption,
} from './primitives/country-code-picker/country-code-picker';
export {
  DateRangePicker,
  type DateRangePickerLabels,
  type DateRangePickerProps,
} from './primitives/date-range/date-range-picker';
export { GameCard, type GameCardProps, GameCardSkeleton } from './primitives/game-card/game-card';
export { useHydrated } from './primitives/hydration/use-hydrated';
export { ImagePicker, type ImagePickerProps } from './primitives/image-picker/image-picker';
export { LazyImage, type LazyImageProps } from './primitives/lazy-image/lazy-image';
export { Marquee, type MarqueeProps, usePrefersReducedMotion } from './primitives/marquee/marquee';
export { Meter, type MeterProps } from './primitives/meter/meter';
export {
  Modal,
  ModalBody,
  ModalClose,
  type ModalCloseProps,
  ModalContent,
  type ModalContentProps,
  ModalDescription,
  ModalHeader,
  type ModalProps,
  ModalRoot,
  type ModalRootProps,
  ModalTitle,
  ModalTrigger,
} from './primitives/modal/modal';
export { Pagination, type PaginationProps } from './primitives/pagination/pagination';
export { QrCode, type QrCodeProps } from './primitives/qr-code/qr-code';
export { type RecordsColumn, RecordsTable, type RecordsTableProps } from './primitives/records-table/records-table';
export { SafeHtml, type SafeHtmlProps, sanitizeHtml } from './primitives/safe-html/safe-html';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
  tabsTriggerVariants,
} from './primitives/tabs/tabs';
export { TextField, type TextFieldProps } from './primitives/text-field/text-field';
export { WarningDialog, type WarningDialogProps } from './primitives/warning-dialog/warning-dialog';
export { cn } from './styling/cn';
