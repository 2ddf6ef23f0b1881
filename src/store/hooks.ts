// The one place that may use react-redux's raw hooks (.eslintrc.cjs forbids them elsewhere): everything else uses these
// typed ones.
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for the rare code that must read it outside rendering; screens dispatch thunks instead. */
export const useAppStore = useStore.withTypes<AppStore>();
