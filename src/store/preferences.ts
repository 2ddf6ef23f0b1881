import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/format';
import { browserI18n, loadedNamespaces, loadNamespaces, rememberLanguage } from '../lib/i18n';

export interface PreferencesState {
  /** The language the shop is shown in; the api slice sends it (Accept-Language) so mails and receipts follow it. */
  language: Language;
}

const initialState: PreferencesState = { language: DEFAULT_LANGUAGE };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    languageChanged(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
  },
});

export const { languageChanged } = preferencesSlice.actions;

/**
 * Switches the shop's language: loads the new language's messages for every namespace the page has loaded so far,
 * then shows it and remembers it for this browser.
 */
export const changeLanguage = createAsyncThunk(
  'preferences/changeLanguage',
  async (language: Language, { dispatch }) => {
    await loadNamespaces(browserI18n, language, ['common', ...loadedNamespaces(browserI18n)]);
    browserI18n.activate(language);
    rememberLanguage(language);
    dispatch(languageChanged(language));
  },
);
