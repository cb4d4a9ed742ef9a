// The ui-kit's only public entry. Also pulls in the styled-components DefaultTheme typing.
export type { UiTheme } from './lib/styled-theme';
export { BrandThemeProvider } from './lib/brand-theme-provider';
export type { BrandThemeProviderProps } from './lib/brand-theme-provider';
export { VisuallyHidden } from './lib/visually-hidden';
export { Modal, MODAL_DEFAULTS, SHEET_BREAKPOINT_PX } from './lib/modal';
export type { ModalProps } from './lib/modal';
export { Button } from './lib/button';
export type { ButtonProps, ButtonVariant } from './lib/button';
export { Spinner } from './lib/spinner';
export type { SpinnerProps } from './lib/spinner';
export { EmptyState } from './lib/empty-state';
export type { EmptyStateProps } from './lib/empty-state';
export { Skeleton } from './lib/skeleton';
export type { SkeletonProps, SkeletonShape } from './lib/skeleton';
export { TextField, FieldWrapper, FieldLabel, FieldInput, FieldError } from './lib/text-field';
export type { TextFieldProps } from './lib/text-field';
export { ImagePicker } from './lib/image-picker';
export type { ImagePickerProps, ImagePickerTexts, ImageUploadOutcome, UploadedImage } from './lib/image-picker';
export { PasswordField } from './lib/password-field';
export type { PasswordFieldProps } from './lib/password-field';
export { Tabs } from './lib/tabs';
export type { TabsProps, TabItem } from './lib/tabs';
export { Checkbox } from './lib/checkbox';
export type { CheckboxProps } from './lib/checkbox';
export { Alert } from './lib/alert';
export type { AlertTone } from './lib/alert';
export { SkipLink } from './lib/skip-link';
export { LinkButton } from './lib/link-button';
export { Pager } from './lib/pager';
export { RecordTable, TableScroll, CARDS_BREAKPOINT_PX } from './lib/record-table';
export type { PagerProps } from './lib/pager';
export { pagerItems, ANNOUNCEMENT_PAGER } from './lib/pager-items';
export type { PagerItem } from './lib/pager-items';
export { DropdownSelect } from './lib/dropdown-select';
export type { DropdownSelectProps, DropdownOption } from './lib/dropdown-select';
export { Carousel, BANNER_CAROUSEL } from './lib/carousel';
export { CAROUSEL_DOT_SIZE_PX } from './lib/carousel-metrics';
export type { CarouselProps } from './lib/carousel';
export { emblaDurationForMs } from './lib/embla-duration';
export { QrCode } from './lib/qr-code';
export type { QrCodeProps, QrImageKind } from './lib/qr-code';
export { QR_DEFAULTS, QR_RANGES, normaliseQrOptions } from './lib/qr-code-options';
export type { QrOptions, QrOptionsInput, QrErrorCorrectionLevel } from './lib/qr-code-options';
export { Marquee } from './lib/marquee';
export type { MarqueeProps, MarqueeItem } from './lib/marquee';
export { Countdown, remainingSeconds, formatCountdown } from './lib/countdown';
export type { CountdownProps, CountdownFormat } from './lib/countdown';
export { LotteryBall } from './lib/lottery-ball';
export type { LotteryBallProps, LotteryBallKind } from './lib/lottery-ball';
export {
  sixBallColour,
  rouletteColour,
  SIX_BALL_COLOURS,
  ROULETTE_COLOURS,
} from './lib/lottery-ball-colours';
export type { SixBallColour, RouletteColour } from './lib/lottery-ball-colours';
export { JackpotTicker } from './lib/jackpot-ticker';
export { formatDecimal, groupDigits } from './lib/number-format';
export type { NumberSeparators } from './lib/number-format';
export type { JackpotTickerProps } from './lib/jackpot-ticker';
export { JACKPOT_TICKER, initialJackpot, nextJackpotStep } from './lib/jackpot';
export type { RandomSource } from './lib/jackpot';
export { ToastProvider, useToast, TOAST_DURATION_MS } from './lib/toast';
export type { ToastProviderProps, ToastApi, ToastOptions, ToastTone } from './lib/toast';
export { SafeHtml, sanitizeHtml } from './lib/safe-html';
export { PageColumn, PageTitle, FormColumn, InlineRow } from './lib/layout';
