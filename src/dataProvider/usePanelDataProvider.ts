import { useContext } from 'react';
import { DataProviderContext, useDataProvider } from 'react-admin';
import type { PanelDataProvider } from './index';

/**
 * The data provider with its typed calls. react-admin wraps it so that every failure of every
 * method, CRUD or not, goes through the auth provider's checkError (401 → login and back;
 * 403001/403002 → the blocked page).
 */
export const usePanelDataProvider = () => useDataProvider<PanelDataProvider>();

/**
 * The same provider unwrapped, for usePanelQuery and useCall, which pass failures to checkError
 * themselves: the wrapper turns a failure that signed the user out into an empty success, which
 * would toast "saved" on the way to the login page.
 */
export const useUnwrappedPanelDataProvider = () => useContext(DataProviderContext) as unknown as PanelDataProvider;
