import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { MeResponse, Profile, SessionUser } from '@core/contracts/auth';
import { authKeys, meQueryOptions, signInRequest, signOutRequest } from './api';

/** The spec's session auto-refresh: a tick every 30 s; refresh when 3 ticks or fewer remain. */
export const SESSION_TICK_MS = 30_000;
export const SESSION_REFRESH_TICKS = 3;
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export interface AuthContextValue {
  isLoading: boolean;
  user: SessionUser | null;
  profile: Profile | null;
  permissions: string[];
  session: MeResponse['session'] | null;
  signIn(email: string, password: string): Promise<MeResponse | null>;
  signOut(): Promise<void>;
  refresh(): Promise<MeResponse | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const me = useQuery(meQueryOptions);
  const data = me.data ?? null;
  const signingOut = useRef(false);
  const wasSignedIn = useRef(false);

  const refresh = useCallback(() => queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }), [queryClient]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await signInRequest(email, password);
      return refresh();
    },
    [refresh],
  );

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await signOutRequest();
    } finally {
      // Whatever the server said, this browser forgets the user, profile and session.
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, null);
      wasSignedIn.current = false;
      signingOut.current = false;
    }
  }, [queryClient]);

  // A session that ends under the user (expiry, deactivation) sends them to sign in with a reason.
  useEffect(() => {
    if (data) {
      wasSignedIn.current = true;
    } else if (wasSignedIn.current && !signingOut.current && !me.isPending) {
      wasSignedIn.current = false;
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, null);
      navigate('/auth/login', { replace: true, state: { message: SESSION_EXPIRED_MESSAGE } });
    }
  }, [data, me.isPending, navigate, queryClient]);

  const expiresAt = data?.session.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const timer = window.setInterval(() => {
      const remaining = new Date(expiresAt).getTime() - Date.now();
      if (remaining <= SESSION_REFRESH_TICKS * SESSION_TICK_MS) void refresh();
    }, SESSION_TICK_MS);
    return () => window.clearInterval(timer);
  }, [expiresAt, refresh]);

  const value = useMemo<AuthContextValue>(
    () => ({
      isLoading: me.isPending,
      user: data?.user ?? null,
      profile: data?.profile ?? null,
      permissions: data?.permissions ?? [],
      session: data?.session ?? null,
      signIn,
      signOut,
      refresh,
    }),
    [me.isPending, data, signIn, signOut, refresh],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state where a provider may be missing (error screens); null outside it. */
export function useOptionalAuth(): AuthContextValue | null {
  return useContext(AuthContext);
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
