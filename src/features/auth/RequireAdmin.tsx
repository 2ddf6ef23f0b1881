import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Loading } from '../../components/Loading';
import { selectAuthLoading, selectIsAdmin, selectUser, signedOut } from './authSlice';

/**
 * Admin guard (SPEC.md §2): loader while loading; a missing or non-admin user is sent to /signin (remembering
 * the origin), signed out, and the stored accessToken cleared. The server checks the role on every call anyway.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const loading = useAppSelector(selectAuthLoading);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const refused = !loading && (!user || !isAdmin);

  useEffect(() => {
    if (!refused) return;
    dispatch(signedOut()); // clears the token at once, even before Firebase answers
    if (user) void import('./authThunks').then(({ signOut }) => dispatch(signOut()));
  }, [refused, user, dispatch]);

  if (loading) return <Loading />;
  if (refused) return <Navigate to="/signin" replace state={{ from: location }} />;
  return children;
}
