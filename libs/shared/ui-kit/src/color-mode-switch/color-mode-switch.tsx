import { useId } from 'react';
import { COLOR_MODES, type ColorMode } from '@shop/domain';
import { ru } from '@shop/i18n-ru';
import { cx } from '../lib/cx';

/** Props of {@link ColorModeSwitch}. */
export interface ColorModeSwitchProps {
  value: ColorMode;
  onChange(mode: ColorMode): void;
  className?: string;
  /** Hide the visible group label (it stays the group's accessible name). */
  hideLabel?: boolean;
}

const icons: Record<ColorMode, string> = {
  light:
    'M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  dark: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z',
  system: 'M3 5h18v11H3zM8 20h8M12 16v4',
};

/**
 * A segmented radio group Светлая / Тёмная / Системная. It only reports the choice: the app stores it
 * (cookie `color_mode`) and sets `data-color-mode` on <html>.
 */
export function ColorModeSwitch({ value, onChange, className, hideLabel = false }: ColorModeSwitchProps) {
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <div className={cx('ui-color-mode', className)} role="radiogroup" aria-labelledby={labelId}>
      <span id={labelId} className={cx('ui-color-mode__label', hideLabel && 'ui-visually-hidden')}>
        {ru.colorMode.label}
      </span>
      <div className="ui-color-mode__options">
        {COLOR_MODES.map((mode) => (
          <label key={mode} className="ui-color-mode__option">
            <input
              className="ui-color-mode__input"
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
            />
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d={icons[mode]} />
            </svg>
            <span>{ru.colorMode[mode]}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
