import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { CLIENT_ADDRESS_HEADER, stampedClientAddress, verifyAgentLogin } from '@tas/core';
import { getDb } from '@tas/db';
import { loginErrorCode } from '@/lib/login-error';
import { safeReturnPath } from '@/lib/return-path';

/** Panel sign-in: e-mail and password checked by core (argon2, lockout after repeated failures). */
export const authOptions: NextAuthOptions = {
  session: { strategy: 'jwt', maxAge: 12 * 60 * 60 },
  pages: { signIn: '/login', error: '/login' },
  providers: [
    CredentialsProvider({
      name: 'E-mail e senha',
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      async authorize(credentials, req) {
        if (!credentials?.email || !credentials.password) throw new Error(loginErrorCode({ reason: 'invalid' }));
        // Written by the front server (apps/web/server.ts): attempts are limited per client address.
        const clientAddress = stampedClientAddress(req.headers?.[CLIENT_ADDRESS_HEADER] as string | undefined);
        const result = await verifyAgentLogin(getDb(), credentials.email, credentials.password, { clientAddress });
        // The thrown message reaches signIn() as `error`: the form turns it into a sentence.
        if (!result.ok) throw new Error(loginErrorCode(result));
        return result.user;
      },
    }),
  ],
  callbacks: {
    // next-auth's default keeps any URL starting with `/`, `//evil.com` included.
    redirect({ url, baseUrl }) {
      return `${baseUrl}${safeReturnPath(url, baseUrl)}`;
    },
    jwt({ token, user }) {
      if (user) {
        token.userId = user.id;
        token.teamId = user.teamId;
        token.name = user.name;
        token.email = user.email;
        token.role = user.role;
        token.signedInAt = user.signedInAt;
      }
      return token;
    },
    session({ session, token }) {
      session.user = {
        userId: token.userId,
        teamId: token.teamId,
        name: token.name ?? '',
        email: token.email ?? '',
        role: token.role,
        signedInAt: token.signedInAt,
      };
      return session;
    },
  },
};
