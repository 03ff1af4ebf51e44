import { atom } from 'jotai';
import type { ColorMode } from '@shop/domain';
import { applyColorMode, readStoredColorMode, storeColorMode } from './color-mode';

/** The mode chosen in this tab, until then null (the stored one counts). */
const storedColorModeAtom = atom<ColorMode | null>(null);

/** The current colour mode; writing it stores and applies it. */
export const colorModeAtom = atom(
  (get) => get(storedColorModeAtom) ?? readStoredColorMode(),
  (_get, set, mode: ColorMode) => {
    set(storedColorModeAtom, mode);
    storeColorMode(mode);
    applyColorMode(mode);
  },
);
