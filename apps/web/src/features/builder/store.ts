import { DEFAULT_GENERAL_SETTING, RESET_GENERAL_SETTING, type GeneralSetting } from '@stratblocks/contracts';
import { create } from 'zustand';

/** The general settings as the form holds them (the dates may be empty while the user edits). */
export type GeneralSettingDraft = GeneralSetting;

interface BuilderState {
  generalSetting: GeneralSettingDraft;
  setGeneral: <Key extends keyof GeneralSettingDraft>(key: Key, value: GeneralSettingDraft[Key]) => void;
  /** The settings tab's Reset (spec section 9: ticker AAPL, empty dates, commission 0). */
  resetGeneral: () => void;
}

/** The builder's editor state, one small store; components read it through selectors. */
export const useBuilderStore = create<BuilderState>()((set) => ({
  generalSetting: { ...DEFAULT_GENERAL_SETTING },
  setGeneral: (key, value) => {
    set((state) => ({ generalSetting: { ...state.generalSetting, [key]: value } }));
  },
  resetGeneral: () => {
    set({ generalSetting: { ...RESET_GENERAL_SETTING } });
  },
}));
