import type { ReactNode } from 'react';
import { createPath, Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { Loading } from '../../components/Loading';
import { selectAuthLoading, selectUser } from '../../store/session';
import { signInAddress } from '../../../domain/sign-in';

/**
 * Login guard (SPEC.md §2): loader while loading; signed out → /signin, replacing history, remembering the origin and
 * saying why there. Nothing of the guarded screen is drawn first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const location = useLocation();
  if (loading) return <Loading />;
  if (!user) return <Navigate to={signInAddress(createPath(location))} replace />;
  return children;
}
