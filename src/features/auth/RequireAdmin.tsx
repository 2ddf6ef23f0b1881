import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { createPath, Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { Loading } from '../../components/Loading';
import { signInAddress } from '../../../domain/sign-in';
import { selectAuthLoading, selectIsAdmin, selectUser, signedOut } from '../../store/session';
import { useLingui } from '@lingui/react';

/**
 * Admin guard (SPEC.md §2): loader while loading; a missing or non-admin user is sent to /signin (remembering
 * the origin), signed out, and the stored accessToken cleared. A signed-in customer is told why first: the line shows
 * before the sign-out (an effect, after it has painted) and stays on /signin. The server checks the role on every
 * call anyway.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const user = useAppSelector(selectUser);
  const isAdmin = useAppSelector(selectIsAdmin);
  const loading = useAppSelector(selectAuthLoading);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const refused = !loading && (!user || !isAdmin);

  // Whether this guard signed the user out (then /signin says why).
  const [signedOutHere, setSignedOutHere] = useState(false);
  useEffect(() => {
    if (!refused) return;
    if (user) setSignedOutHere(true);
    dispatch(signedOut()); // clears the token at once, even before Firebase answers
    if (user) void import('./authThunks').then(({ signOut }) => dispatch(signOut()));
  }, [refused, user, dispatch]);

  if (loading) return <Loading />;
  if (refused && user) {
    return (
      <Alert severity="warning" role="alert" sx={{ m: 2 }}>
        {_('common.guard.adminOnly')}
      </Alert>
    );
  }
  if (refused)
    return (
      <Navigate to={signInAddress(createPath(location), signedOutHere ? 'adminOnly' : 'signInRequired')} replace />
    );
  return children;
}
