'use client';

import { signIn } from 'next-auth/react';
import { useRouter } from 'next/navigation';

/** After accepting an invitation or resetting a password: sign in with what was just typed, or go to the login page. */
export function useSignInAfter() {
  const router = useRouter();
  return async (email: string, password: string) => {
    const result = await signIn('credentials', { redirect: false, email, password });
    if (result?.ok && !result.error) {
      router.replace('/');
      router.refresh();
    } else {
      router.replace('/login');
    }
  };
}
