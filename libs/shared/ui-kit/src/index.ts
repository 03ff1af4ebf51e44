export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './button/button';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge';
export { Input, type InputProps } from './input/input';
export { Textarea, type TextareaProps } from './textarea/textarea';
export { Select, type SelectProps } from './select/select';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { FileField, type FileFieldProps } from './file-field/file-field';
export {
  ToastProvider,
  useToast,
  TOAST_REMOVE_DELAY_MS,
  type ToastProviderProps,
  type ToastApi,
  type ToastOptions,
} from './toast/toast';
export type { ToastVariant } from './toast/toast-item';
export {
  PageLoadingBar,
  type PageLoadingBarProps,
  type PageLoadingBarPhase,
} from './page-loading-bar/page-loading-bar';
export {
  OverlayProvider,
  useOverlay,
  useOverlayItem,
  OVERLAY_LEAVE_FALLBACK_MS,
  type OverlayProviderProps,
  type OverlayApi,
  type OverlayControls,
  type OverlayRender,
} from './overlay/overlay';
export { Dialog, type DialogProps } from './dialog/dialog';
export { useConfirm, type ConfirmOptions } from './confirm/use-confirm';
export { ColorModeSwitch, type ColorModeSwitchProps } from './color-mode-switch/color-mode-switch';
export { SYSTEM_COLOR_SCHEME_SCRIPT, trackSystemColorScheme } from './color-scheme/system-color-scheme';
